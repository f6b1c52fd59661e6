// An X monthly export of 2015 as Excel for Mac saves it again: Mac Roman bytes, CR line ends, ids shown (and so
// written) as 5.89E+17, the 2015 header with "time (utc)" and "favorites", times as a US spreadsheet writes
// them, counts without ".0", cells quoted only when needed, and 26 columns its owner added after X's.
import { encodeText } from './encodeText';
import { monthlyExport, postsFrom, usSpreadsheetTime, type ExportPost } from './exportFiles';

export const EXCEL_FOR_MAC_POSTS: ExportPost[] = postsFrom('2015-04-17T08:10:00Z', 7, [
  { text: 'Café opens at 9 — don’t be late', impressions: 1200, likes: 14 },
  { text: 'Naïve Bayes, explained in five lines', impressions: 900, likes: 9, reposts: 2 },
  { text: '¿Qué tal? Résumé tips for the new season', impressions: 700, likes: 5 },
  { text: 'R&amp;D notes: Wormhole &lt;3', impressions: 1500, likes: 20, replies: 3 },
  { text: '@alice merci, à bientôt!', impressions: 80, likes: 1 },
  { text: 'Ideas • notes • drafts… and “quotes”', impressions: 1100, likes: 12 },
]);

/** The 26 columns the owner added: a campaign, a topic and 24 weekly notes, most of them empty. */
const OWNER_COLUMNS = [
  { name: 'campaign', cell: (p: ExportPost) => (p.likes > 10 ? 'spring' : '') },
  { name: 'topic', cell: (p: ExportPost) => (p.text.includes('Bayes') ? 'stats, models' : 'café') },
  ...Array.from({ length: 24 }, (_, i) => ({ name: `week ${i + 1} note`, cell: () => (i === 3 ? 'checked' : '') })),
];

/** "5.89E+17": the id as Excel shows a 18-digit number in a column of default width. */
export const excelRoundedId = (p: ExportPost) => Number(p.id).toExponential(2).toUpperCase();

export function excelForMacText(): string {
  return monthlyExport(EXCEL_FOR_MAC_POSTS, {
    header: '2015',
    lineEnd: '\r',
    quote: 'needed',
    id: excelRoundedId,
    time: usSpreadsheetTime,
    count: (n) => String(n),
    rename: { time: 'time (utc)' },
    extraColumns: OWNER_COLUMNS,
  });
}

export const excelForMacBytes = (): Uint8Array => encodeText(excelForMacText(), 'mac-roman');
