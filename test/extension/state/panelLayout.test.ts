import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { storage } from 'wxt/utils/storage';
import { DEFAULT_PANEL_LAYOUT, loadPanelLayout, parsePanelLayout, savePanelLayout } from '../../../extension/state/panelLayout';

describe('the remembered panel layout', () => {
  beforeEach(() => fakeBrowser.reset());

  it('starts compact, on the Fix tab', async () => {
    expect(await loadPanelLayout()).toEqual({ expanded: false, tab: 'fix' });
    expect(DEFAULT_PANEL_LAYOUT).toEqual({ expanded: false, tab: 'fix' });
  });

  it('remembers the expanded choice and the tab in the extension’s local storage', async () => {
    await savePanelLayout({ expanded: true });
    await savePanelLayout({ tab: 'reach' });
    expect(await loadPanelLayout()).toEqual({ expanded: true, tab: 'reach' });
    expect(await storage.getItem('local:panelLayout')).toEqual({ expanded: true, tab: 'reach' });
  });

  it('falls back field by field to the compact panel when the stored value is damaged', async () => {
    await storage.setItem('local:panelLayout', { expanded: 'yes', tab: 'everything' });
    expect(await loadPanelLayout()).toEqual({ expanded: false, tab: 'fix' });
    expect(parsePanelLayout('expanded')).toEqual(DEFAULT_PANEL_LAYOUT);
    expect(parsePanelLayout({ expanded: true, tab: 'details' })).toEqual({ expanded: true, tab: 'details' });
  });
});
