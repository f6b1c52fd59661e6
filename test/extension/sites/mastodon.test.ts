import { describe, expect, it } from 'vitest';
import { mastodonSite } from '../../../extension/sites/mastodon';
import { siteForHost } from '../../../extension/sites/index';
import { loadFixture } from '../support/fixtures';

describe('Mastodon adapter on saved mastodon.social markup', () => {
  it('finds the compose textarea', () => {
    loadFixture('mastodon', 'compose');
    expect(mastodonSite.findComposers(document).map((e) => e.tagName)).toEqual(['TEXTAREA']);
  });

  it('finds the textarea of the reply modal', () => {
    loadFixture('mastodon', 'reply');
    expect(mastodonSite.findComposers(document)).toHaveLength(1);
  });

  it('falls back to the compose form’s labelled textarea when the class is renamed', () => {
    loadFixture('mastodon', 'renamed');
    expect(mastodonSite.findComposers(document)).toHaveLength(1);
  });

  it('reads the textarea’s value, line breaks included', () => {
    loadFixture('mastodon', 'compose');
    const [editor] = mastodonSite.findComposers(document) as HTMLTextAreaElement[];
    editor!.value = 'Toot one\n\ntoot two';
    expect(mastodonSite.readText(editor!)).toBe('Toot one\n\ntoot two');
  });

  it('writes through the value setter and announces it with an input event, as React expects', async () => {
    loadFixture('mastodon', 'compose');
    const [editor] = mastodonSite.findComposers(document) as HTMLTextAreaElement[];
    const heard: string[] = [];
    editor!.addEventListener('input', (e) => heard.push((e.target as HTMLTextAreaElement).value));
    expect(await mastodonSite.writeText(editor!, 'New\n\ndraft')).toBe(true);
    expect(heard).toEqual(['New\n\ndraft']);
    expect(mastodonSite.readText(editor!)).toBe('New\n\ndraft');
  });

  it('expects a composer at /publish and /share', () => {
    const at = (path: string) => mastodonSite.composerUrl(new URL(`https://mastodon.social${path}`));
    expect([at('/publish'), at('/share'), at('/home'), at('/@alice')]).toEqual([true, true, false, false]);
  });
});

describe('which adapter a page gets', () => {
  it('maps the built-in hosts (with or without www) and treats any other host as a Mastodon instance', () => {
    expect(
      ['x.com', 'twitter.com', 'bsky.app', 'www.threads.com', 'threads.net', 'www.linkedin.com', 'fosstodon.org'].map(
        (h) => siteForHost(h).id,
      ),
    ).toEqual(['x', 'x', 'bluesky', 'threads', 'threads', 'linkedin', 'mastodon']);
  });
});
