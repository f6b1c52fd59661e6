// The page's stylesheet: the panel's own (ui/panelStyles.ts, so the verdict, cards and reasons look as they
// do beside a composer) and the page's layout. Written to a .css file by the build: the page's
// Content-Security-Policy allows no inline <style>.
import { PANEL_STYLES } from '../ui/panelStyles';
import { PAGE_CSS } from './pageStyles';

export const WEB_CSS = `${PANEL_STYLES}\n${PAGE_CSS}`;
