// What --help prints, and what a bare run on a terminal prints before exiting with status 2.
export const USAGE = `Usage: npm run check -- [options] [FILE ...]

Scores drafts offline with the Preflight engine: no server, no network.
Each FILE holds one draft, or several separated by a line holding only ---; each draft is
named by its file and the line it starts on (drafts.md:7).
Use - for standard input; with no FILE, drafts are read from standard input.

Options:
  --platform NAME     x (default), bluesky, threads, linkedin or mastodon: sets the length limit
  --x-premium         you have X Premium: X's limit is 25,000 characters instead of 280
  --one-post          each draft is one post (one composer box), never read as a thread:
                      over the limit it is rejected with how much to cut
  --persona TEXT      the intended audience, e.g. "indie SaaS founders"
  --fail-on LEVEL     reject (default) or revise: the decision at or below which a draft fails
  --history FILE      your past posts with their counts (an X analytics export, JSON lines or CSV):
                      forecasts and reasons for your account; give it once per file, e.g.
                      --history 2016-11.csv --history 2016-12.csv drafts.md
  --json              one JSON line per draft: {"source","index","line","text","result"};
                      result.fixes lists every fix with its text and score
  --fix               print each draft with every fix applied in turn, until none raises the score
                      (unchanged when there is none), separated by --- lines, instead of the report;
                      the fixes applied and the changed lines go to stderr, and the exit status
                      judges the fixed drafts
  -h, --help          show this help

Exit status: 0 every draft passes, 1 a draft fails (or is not 10 to 4000 characters),
2 bad usage or unreadable input.
`;
