// The fixed corpus of 2,000 API requests: scores in five languages on every platform with every option,
// drafts, accounts (create, upload, score with, receipts, delete), usage, the documents, and bad input of
// every kind the API refuses. Built from a seeded generator: the same requests, in the same order, on
// every run and every machine.

export interface FixedRequest {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  /** May hold {account:N}: the N-th account the corpus created. */
  path: string;
  tier?: 'free' | 'builder' | 'pro';
  headers?: Record<string, string>;
  body?: string;
}

const SENTENCES = [
  'Shipped our onboarding rewrite today: activation went from 21% to 34% in one week.',
  'We cut the build from 14 minutes to 3 by caching the dependency layer.',
  'Hot take: most meetings should be a document.',
  'Like and retweet if you agree!!!',
  'What do you think?',
  'I am excited to announce that I am thrilled to share some exciting news.',
  'Our team of 6 answered 1,200 support tickets in March, median reply in 2 hours.',
  'You are all idiots if you still use tabs.',
  'Read the full story here https://example.com/story?id=42',
  'Thanks @dana for the review, it caught two race conditions.',
  '#growth #marketing #startup #saas #ai #tech #founder #productivity',
  'In today’s fast-paced world, it’s important to leverage synergies.',
  'The city council approved the 4.2 million budget for bike lanes on Tuesday.',
  'Follow me for more tips 🚀🚀🚀',
  'Hemos reducido el tiempo de carga de 8 a 2 segundos en la app móvil.',
  'Es importante pensar en el futuro y en las cosas que importan.',
  'Nous avons ouvert 3 nouvelles écoles à Lyon cette année, pour 450 élèves.',
  'Il faut toujours rester positif et croire en ses rêves.',
  'Wir haben die Ladezeit der Seite um 60 Prozent gesenkt, von 5 auf 2 Sekunden.',
  'Das Leben ist schön, wenn man es genießt.',
  'Reduzimos o custo do frete em 30% para clientes do Nordeste desde janeiro.',
  'A vida é feita de momentos especiais.',
  '今日、新しいバージョンをリリースしました。起動時間が半分になりました。',
  'BREAKING: you won’t believe what happened next',
  'Here is a thread on how we grew to 10k users 🧵',
  'Tag a friend who needs to see this.',
  'Source: the 2025 annual report, page 12.',
  'We were wrong about pricing. Here is what 40 customer calls taught us.',
  'So yeah. Anyway.',
  'Just wanted to say that basically, honestly, this is really very good.',
];

const IDEAS = [
  'Small pull requests get reviewed faster and ship safer',
  'We moved our database to Postgres and cut costs by 40%',
  'Why our team writes design docs before code',
  'Remote work needs written decisions',
  'Cómo bajamos el tiempo de respuesta del soporte a dos horas',
  'Pourquoi nous publions nos chiffres chaque mois',
];

const PLATFORMS = [undefined, 'x', 'bluesky', 'threads', 'linkedin', 'mastodon'] as const;

/** mulberry32: a small seeded generator, enough to pick from lists the same way every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const JSON_TYPE = { 'content-type': 'application/json' };

function postJson(name: string, path: string, body: unknown, tier: FixedRequest['tier'] = 'pro'): FixedRequest {
  return { name, method: 'POST', path, tier, headers: JSON_TYPE, body: JSON.stringify(body) };
}

function postText(random: () => number): string {
  const parts: string[] = [];
  const count = 1 + Math.floor(random() * 5);
  for (let i = 0; i < count; i++) parts.push(SENTENCES[Math.floor(random() * SENTENCES.length)]!);
  const joiner = random() < 0.3 ? '\n\n' : ' ';
  if (random() < 0.08) return parts.map((part, i) => `${i + 1}/ ${part}`).join('\n\n');
  if (random() < 0.05) return Array.from({ length: 12 }, () => parts.join(' ')).join('\n\n');
  return parts.join(joiner);
}

function scoreBody(random: () => number): Record<string, unknown> {
  const body: Record<string, unknown> = { text: postText(random) };
  const platform = PLATFORMS[Math.floor(random() * PLATFORMS.length)];
  if (platform) body.platform = platform;
  if (random() < 0.3) body.explain = random() < 0.5 ? 'full' : 'summary';
  if (random() < 0.3) body.want_fixes = true;
  if (random() < 0.2) body.want_panel = random() < 0.5;
  if (random() < 0.15) body.one_post = true;
  if (platform === 'x' && random() < 0.2) body.x_premium = true;
  if (random() < 0.1) body.posted_at = random() < 0.5 ? '2013-05-07' : '2025-01-10T08:30:00Z';
  if (random() < 0.1) body.persona = 'a founder writing for other founders';
  return body;
}

function historyPosts(random: () => number, count: number): unknown[] {
  return Array.from({ length: count }, (_, i) => {
    const day = String(1 + (i % 28)).padStart(2, '0');
    const month = String(1 + (Math.floor(i / 28) % 12)).padStart(2, '0');
    const impressions = Math.round(200 + random() * 5000);
    return {
      post_id: `p${i}`,
      text: postText(random),
      posted_at: `2025-${month}-${day}T${String(8 + (i % 12)).padStart(2, '0')}:15:00Z`,
      metrics: {
        impressions,
        likes: Math.round(impressions * random() * 0.05),
        reposts: Math.round(random() * 10),
        replies: Math.round(random() * 6),
      },
    };
  });
}

const BAD_REQUESTS: FixedRequest[] = [
  {
    name: 'score without a key',
    method: 'POST',
    path: '/api/v1/score',
    headers: JSON_TYPE,
    body: '{"text":"A post without a key to score it."}',
  },
  {
    name: 'score with a wrong key',
    method: 'POST',
    path: '/api/v1/score',
    headers: { ...JSON_TYPE, authorization: 'Bearer pf_live_notakey' },
    body: '{"text":"A post with a wrong key."}',
  },
  { name: 'score not JSON', method: 'POST', path: '/api/v1/score', tier: 'pro', headers: JSON_TYPE, body: '{"text": ' },
  {
    name: 'score as text/plain',
    method: 'POST',
    path: '/api/v1/score',
    tier: 'pro',
    headers: { 'content-type': 'text/plain' },
    body: '{"text":"A post sent as plain text."}',
  },
  {
    name: 'score without a type',
    method: 'POST',
    path: '/api/v1/score',
    tier: 'pro',
    body: '{"text":"A post sent without a content type."}',
  },
  { name: 'score without text', method: 'POST', path: '/api/v1/score', tier: 'pro', headers: JSON_TYPE, body: '{}' },
  { name: 'score text too short', method: 'POST', path: '/api/v1/score', tier: 'pro', headers: JSON_TYPE, body: '{"text":"a"}' },
  {
    name: 'score text too long',
    method: 'POST',
    path: '/api/v1/score',
    tier: 'pro',
    headers: JSON_TYPE,
    body: JSON.stringify({ text: 'word '.repeat(6000) }),
  },
  {
    name: 'score unknown platform',
    method: 'POST',
    path: '/api/v1/score',
    tier: 'pro',
    headers: JSON_TYPE,
    body: '{"text":"A post for a platform we do not know.","platform":"myspace"}',
  },
  {
    name: 'score bad explain',
    method: 'POST',
    path: '/api/v1/score',
    tier: 'pro',
    headers: JSON_TYPE,
    body: '{"text":"A post with a bad explain value.","explain":"everything"}',
  },
  {
    name: 'score bad posted_at',
    method: 'POST',
    path: '/api/v1/score',
    tier: 'pro',
    headers: JSON_TYPE,
    body: '{"text":"A post with a bad date.","posted_at":"yesterday"}',
  },
  { name: 'score array body', method: 'POST', path: '/api/v1/score', tier: 'pro', headers: JSON_TYPE, body: '[1,2,3]' },
  {
    name: 'score unknown account',
    method: 'POST',
    path: '/api/v1/score',
    tier: 'pro',
    headers: JSON_TYPE,
    body: '{"text":"A post for an account that is not there.","account":"acc_ffffffffffffffff"}',
  },
  { name: 'generate without idea', method: 'POST', path: '/api/v1/generate', tier: 'pro', headers: JSON_TYPE, body: '{}' },
  {
    name: 'generate too many variants',
    method: 'POST',
    path: '/api/v1/generate',
    tier: 'pro',
    headers: JSON_TYPE,
    body: '{"idea":"Small pull requests ship safer","n_variants":50}',
  },
  {
    name: 'generate bad format',
    method: 'POST',
    path: '/api/v1/generate',
    tier: 'pro',
    headers: JSON_TYPE,
    body: '{"idea":"Small pull requests ship safer","post_format":"poem"}',
  },
  { name: 'account without label', method: 'POST', path: '/api/v1/accounts', tier: 'pro', headers: JSON_TYPE, body: '{}' },
  { name: 'account unknown', method: 'GET', path: '/api/v1/accounts/acc_ffffffffffffffff', tier: 'pro' },
  { name: 'account bad id', method: 'GET', path: '/api/v1/accounts/not-an-id', tier: 'pro' },
  {
    name: 'posts to unknown account',
    method: 'POST',
    path: '/api/v1/accounts/acc_ffffffffffffffff/posts',
    tier: 'pro',
    headers: JSON_TYPE,
    body: '{"posts":[]}',
  },
  {
    name: 'posts as CSV with no rows',
    method: 'POST',
    path: '/api/v1/accounts/{account:0}/posts',
    tier: 'pro',
    headers: { 'content-type': 'text/csv' },
    body: 'Tweet id,Tweet text\n',
  },
  {
    name: 'posts bad row',
    method: 'POST',
    path: '/api/v1/accounts/{account:0}/posts',
    tier: 'pro',
    headers: JSON_TYPE,
    body: '{"posts":[{"post_id":"x"}]}',
  },
  { name: 'not found', method: 'GET', path: '/api/v1/nothing', tier: 'pro' },
  { name: 'wrong method', method: 'DELETE', path: '/api/v1/score', tier: 'pro' },
  { name: 'usage without a key', method: 'GET', path: '/api/v1/usage' },
];

export function fixedRequests(): FixedRequest[] {
  const random = seeded(20261129);
  const requests: FixedRequest[] = [
    { name: 'healthz', method: 'GET', path: '/healthz' },
    { name: 'readyz', method: 'GET', path: '/readyz' },
    { name: 'openapi', method: 'GET', path: '/openapi.json' },
    { name: 'docs', method: 'GET', path: '/docs' },
    { name: 'usage before', method: 'GET', path: '/api/v1/usage', tier: 'pro' },
  ];
  // Accounts first, so later scores can name them.
  for (let a = 0; a < 4; a++) {
    const platform = PLATFORMS[1 + (a % 5)];
    requests.push(postJson(`account ${a} create`, '/api/v1/accounts', { label: `account ${a}`, platform }));
    const posts = historyPosts(random, a === 3 ? 12 : 60);
    requests.push(postJson(`account ${a} posts`, `/api/v1/accounts/{account:${a}}/posts`, { posts }));
    requests.push({ name: `account ${a} get`, method: 'GET', path: `/api/v1/accounts/{account:${a}}`, tier: 'pro' });
  }
  requests.push({ name: 'accounts list', method: 'GET', path: '/api/v1/accounts', tier: 'pro' });
  requests.push(...BAD_REQUESTS);
  let i = 0;
  while (requests.length < 1990) {
    i++;
    const roll = random();
    if (roll < 0.82) {
      const body = scoreBody(random);
      const tier = random() < 0.05 ? 'free' : 'pro';
      if (random() < 0.1) {
        const account = Math.floor(random() * 4);
        body.account = `{account:${account}}`;
        body.platform = PLATFORMS[1 + (account % 5)];
      }
      const request = postJson(`score ${i}`, '/api/v1/score', body, tier);
      requests.push(request);
    } else if (roll < 0.9) {
      const body: Record<string, unknown> = { idea: IDEAS[Math.floor(random() * IDEAS.length)] };
      if (random() < 0.5) body.n_variants = 1 + Math.floor(random() * 5);
      const platform = PLATFORMS[Math.floor(random() * PLATFORMS.length)];
      if (platform) body.platform = platform;
      if (random() < 0.3) body.post_format = 'build_in_public';
      requests.push(postJson(`generate ${i}`, '/api/v1/generate', body, random() < 0.1 ? 'free' : 'pro'));
    } else if (roll < 0.95) {
      const bad = BAD_REQUESTS[Math.floor(random() * BAD_REQUESTS.length)]!;
      requests.push({ ...bad, name: `${bad.name} ${i}` });
    } else if (roll < 0.98) {
      requests.push({
        name: `receipts ${i}`,
        method: 'GET',
        path: `/api/v1/accounts/{account:${Math.floor(random() * 4)}}/receipts`,
        tier: 'pro',
      });
    } else {
      requests.push({ name: `usage ${i}`, method: 'GET', path: '/api/v1/usage', tier: random() < 0.5 ? 'free' : 'pro' });
    }
  }
  for (let a = 0; a < 4; a++)
    requests.push({
      name: `account ${a} receipts at the end`,
      method: 'GET',
      path: `/api/v1/accounts/{account:${a}}/receipts`,
      tier: 'pro',
    });
  requests.push({ name: 'account 3 delete', method: 'DELETE', path: '/api/v1/accounts/{account:3}', tier: 'pro' });
  requests.push({ name: 'account 3 after delete', method: 'GET', path: '/api/v1/accounts/{account:3}', tier: 'pro' });
  requests.push({ name: 'accounts list at the end', method: 'GET', path: '/api/v1/accounts', tier: 'pro' });
  requests.push({ name: 'usage free at the end', method: 'GET', path: '/api/v1/usage', tier: 'free' });
  requests.push({ name: 'usage pro at the end', method: 'GET', path: '/api/v1/usage', tier: 'pro' });
  while (requests.length < 2000) requests.push({ name: `healthz ${requests.length}`, method: 'GET', path: '/healthz' });
  return requests;
}
