// No secret or post text in any log line, across the whole suite: every line a Preflight server writes during
// the tests (the in-process servers' loggers, the stdout and stderr of every server process, the keys CLI's
// stderr) is recorded here, with every secret and post text the tests send. After each test file the setup
// file (logAuditSetup.ts) fails the file if any line holds one of them, or any whole API key at all.
// One instance per test file: the setup file and the file's tests share vitest's module graph.

/** A whole key (`tsk_` and 32 characters). The 12-character prefix servers log is shorter, so never matches. */
const WHOLE_KEY = /tsk_[A-Za-z0-9_-]{32}/;
/** Texts shorter than this are too common to mean anything when found in a line ("hi", "ok"). */
const MIN_SENSITIVE_LENGTH = 16;

export interface Finding {
  source: string;
  line: string;
  what: string;
}

export interface AuditFigures {
  lines: number;
  sources: number;
  secrets: number;
  texts: number;
}

export class LogAudit {
  private readonly secrets = new Set<string>();
  private readonly texts = new Set<string>();
  private readonly lines: { source: string; line: string }[] = [];
  private readonly sources = new Set<string>();

  /** A value that must never appear in a log line: a key or other credential. */
  registerSecret(value: string): void {
    if (value.length >= MIN_SENSITIVE_LENGTH) this.secrets.add(value);
  }

  /** Post text, an idea or any other writer's words sent to a server: never to be logged. */
  registerText(value: string): void {
    // Words only: a run of spaces or digits could turn up in a line by chance, and a string without a space
    // is an id (acc_…, a post_id) that logs may name.
    if (value.trim().length >= MIN_SENSITIVE_LENGTH && /\p{L}{3}/u.test(value) && /\S\s+\S/.test(value)) this.texts.add(value);
  }

  /** Records what a server wrote, split into lines; `source` names the server and the stream. */
  recordOutput(source: string, output: string): void {
    this.sources.add(source);
    for (const line of output.split('\n')) if (line.trim() !== '') this.lines.push({ source, line });
  }

  /** Records a child process's stream line by line, so a line split across chunks is checked whole. */
  recordStream(source: string, stream: NodeJS.ReadableStream): void {
    let partial = '';
    stream.on('data', (chunk: Buffer | string) => {
      const text = partial + chunk.toString();
      const end = text.lastIndexOf('\n');
      partial = text.slice(end + 1);
      if (end >= 0) this.recordOutput(source, text.slice(0, end));
    });
    stream.on('end', () => this.recordOutput(source, partial));
  }

  /** Every recorded line that holds a whole key, a registered secret or a registered text. */
  findings(): Finding[] {
    const found: Finding[] = [];
    for (const { source, line } of this.lines) {
      const key = WHOLE_KEY.exec(line);
      if (key) found.push({ source, line, what: `a whole API key (${key[0].slice(0, 12)}…)` });
      for (const secret of this.secrets) if (line.includes(secret)) found.push({ source, line, what: `a secret (${secret.slice(0, 8)}…)` });
      for (const text of this.texts) if (line.includes(text)) found.push({ source, line, what: `post text ("${text.slice(0, 24)}…")` });
    }
    return found;
  }

  figures(): AuditFigures {
    return { lines: this.lines.length, sources: this.sources.size, secrets: this.secrets.size, texts: this.texts.size };
  }
}

/** The test file's audit, fed by the test support's servers and the setup file's fetch. */
export const logAudit = new LogAudit();
export const recordOutput = logAudit.recordOutput.bind(logAudit);
export const recordStream = logAudit.recordStream.bind(logAudit);
