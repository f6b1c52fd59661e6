// X (x.com, twitter.com): a Draft.js editor per post box; thread boxes are tweetTextarea_1, _2, ...
// and the compose modal lives under #layers.
import { defineSite } from './defineSite';
import { readDraftJsPost } from '../dom/editorText';
import { findBySelectors, nearestMatch, ownCellMatch } from './siteAdapter';
import { SITE_HOSTS } from './siteHosts';

const REMOVE_POST = 'button[aria-label="Remove post" i], button[aria-label="Remove Tweet" i], [role="button"][aria-label="Remove post" i]';

const selectors = [
  'div[data-testid^="tweetTextarea_"][contenteditable="true"][role="textbox"]',
  'div[contenteditable="true"][role="textbox"][aria-label="Post text"]',
  'div.public-DraftEditor-content[contenteditable="true"]',
] as const;

export const xSite = defineSite({
  id: 'x',
  label: 'X',
  hosts: SITE_HOSTS.x,
  selectors,
  postButton: '[data-testid="tweetButtonInline"], [data-testid="tweetButton"]',
  readPost: readDraftJsPost,
  // Plain text only: X's paste handler splits it into one Draft block per line. Never insertText:
  // it corrupts Draft.js state with several lines; when pasting fails the panel offers Copy.
  paste: { typeFallback: false },
  composerUrl: (url) => /^\/(home|compose\/(post|tweet)|intent\/(post|tweet))\/?$/.test(url.pathname),
  // The "+" under a box: X adds a new box after the focused one and focuses it.
  addPostControl: (editor) => nearestMatch(editor, '[data-testid="addButton"]'),
  // The × on a thread box after the first, in that box's own cell; named "Remove post" (earlier "Remove Tweet").
  removePostControl: (box) => {
    const scope = box.closest('[role="dialog"]') ?? box.ownerDocument;
    return ownCellMatch(box, findBySelectors(scope, selectors), REMOVE_POST);
  },
});
