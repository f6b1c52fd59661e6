// The fixture pages, one per site, each served at the site's real address so the extension's real
// `matches` apply. Scripts and styles are inlined: the page document is the only request a page makes.
import { readFixtureBundle } from './fixtureBundles';
import type { FixtureEditor } from './fixtureBundles';

export interface SitePage {
  url: string;
  html: string;
}

function document(title: string, style: string, body: string, script = ''): string {
  // A `</script` inside the bundle would end the inline script early.
  const inlineScript = script ? `<script>${script.replace(/<\/script/gi, '<\\/script')}</script>` : '';
  return (
    `<!doctype html><html lang="en"><head><meta ` +
    `charset="utf-8"><title>${title}</title><style>${style}</style></head><body>${body}${inlineScript}</body></html>`
  );
}

const BASE_STYLE = `
  body { margin: 0; font: 15px/1.4 system-ui, sans-serif; color: #0f1419; background: #fff; }
  button { font: inherit; cursor: pointer; }
  button:disabled { opacity: .5; cursor: default; }
`;

function withBundle(name: FixtureEditor, title: string, style: string, body: string): string {
  const bundle = readFixtureBundle(name);
  return document(title, BASE_STYLE + bundle.style + style, body, bundle.script);
}

export function xHome(): SitePage {
  const style = `
    #react-root { display: flex; justify-content: center; }
    main { width: 600px; min-height: 100vh; border-inline: 1px solid #eff3f4; }
    header { padding: 12px 16px; font-weight: 700; font-size: 20px; border-bottom: 1px solid #eff3f4; }
    .composer { display: flex; gap: 12px; padding: 12px 16px; border-bottom: 1px solid #eff3f4; }
    .avatar { width: 40px; height: 40px; border-radius: 50%; background: #cfd9de; flex: none; }
    .composer-body { flex: 1; min-width: 0; }
    .editor-frame { font-size: 20px; padding: 12px 0; min-height: 56px; }
    .toolbar { display: flex; justify-content: flex-end; border-top: 1px solid #eff3f4; padding-top: 8px; }
    [data-testid="tweetButtonInline"] {
      background: #0f1419; color: #fff; border: 0; border-radius: 9999px; padding: 8px 16px; font-weight: 700;
    }
    [data-testid="addButton"] {
      background: #fff; color: #0f1419; border: 1px solid #cfd9de; border-radius: 50%; width: 34px; height: 34px; margin-right: 8px;
      font-weight: 700;
    }
    .thread-box + .thread-box { border-top: 1px solid #eff3f4; }
  `;
  const body =
    `<div id="layers"></div><div id="app"><div style="display:flex;justify-content:center"><main ` +
    `role="main"><header>Home</header><div id="react-root"></div></main></div></div>`;
  return { url: 'https://x.com/home', html: withBundle('x', 'Home / X', style, body) };
}

/** X's compose URL answering with a page that never renders an editor. */
export function xComposeWithoutEditor(): SitePage {
  return {
    url: 'https://x.com/compose/post',
    html: document('X', BASE_STYLE, '<div id="layers"></div><div id="react-root"><main role="main"></main></div>'),
  };
}

export function blueskyHome(): SitePage {
  const style = `
    .feed { max-width: 600px; margin: 0 auto; padding: 16px; color: #42576c; }
    [role="dialog"] {
      position: fixed; inset: 40px auto auto 50%; transform: translateX(-50%); width: 600px; max-height: calc(100vh - 80px);
      overflow-y: auto; background: #fff; border-radius: 12px; box-shadow: 0 4px 24px #0003;
    }
    .composer-top { display: flex; justify-content: space-between; padding: 8px 12px; }
    [data-testid="composerPublishBtn"] {
      background: #1083fe; color: #fff; border: 0; border-radius: 9999px; padding: 6px 16px; font-weight: 600;
    }
    .composer-body { padding: 8px 16px 24px; }
    .ProseMirror { min-height: 120px; font-size: 18px; outline: none; }
    .ProseMirror p { margin: 0; }
  `;
  const body =
    `<div class="feed">Following</div><div role="dialog" aria-modal="true" aria-label="Compose new ` +
    `post"><div class="composer-top"><button type="button" ` +
    `data-testid="composerDiscardButton">Cancel</button><button type="button" ` +
    `data-testid="composerPublishBtn" aria-label="Publish post">Post</button></div><div ` +
    `class="composer-body"><div id="composer-text"></div></div></div>`;
  return { url: 'https://bsky.app/', html: withBundle('bluesky', 'Home — Bluesky', style, body) };
}

export function linkedinFeed(): SitePage {
  const style = `
    body { background: #f4f2ee; }
    .share-box { width: 744px; margin: 40px auto; background: #fff; border-radius: 8px; box-shadow: 0 0 0 1px #8c8c8c33; }
    .share-box__header { padding: 16px 24px; font-weight: 600; font-size: 20px; }
    .share-creation-state__text-editor { padding: 0 24px; }
    .ql-editor { min-height: 160px; font-size: 16px; }
    .share-box__footer { display: flex; justify-content: flex-end; padding: 12px 24px; border-top: 1px solid #e8e8e8; }
    .share-actions__primary-action {
      background: #0a66c2; color: #fff; border: 0; border-radius: 9999px; padding: 6px 16px; font-weight: 600;
    }
  `;
  const body =
    `<div class="scaffold-layout"><div class="share-box" role="dialog" aria-label="Create post ` +
    `modal"><div class="share-box__header">Create a post</div><div ` +
    `class="share-creation-state__text-editor"><div id="share-editor" ` +
    `class="editor-container"></div></div><div class="share-box__footer"><button type="button" ` +
    `class="share-actions__primary-action artdeco-button">Post</button></div></div></div>`;
  return { url: 'https://www.linkedin.com/feed/', html: withBundle('linkedin', 'Feed | LinkedIn', style, body) };
}

export function mastodonHome(origin = 'https://mastodon.social'): SitePage {
  const style = `
    body { background: #191b22; color: #fff; }
    #mastodon { width: 400px; padding: 16px; }
    .autosuggest-textarea__textarea {
      width: 100%; box-sizing: border-box; min-height: 120px; font: inherit; padding: 10px; border-radius: 4px; border: 0;
    }
    .compose-form__footer { text-align: right; color: #9baec8; padding: 4px 0; }
    .compose-form__submit .button { background: #6364ff; color: #fff; border: 0; border-radius: 4px; padding: 8px 16px; }
  `;
  const body =
    `<div class="ui"><div class="columns-area"><div class="drawer"><div id="mastodon" ` + `class="app-holder"></div></div></div></div>`;
  return { url: `${origin}/home`, html: withBundle('mastodon', 'Home - Mastodon', style, body) };
}
