import { render } from 'preact';
import { OptionsApp } from '../../options/OptionsApp';
import { PAGE_CSS } from '../../popup/pageStyles';
import { browserHostPermissions, browserScriptRegistry } from '../../permissions/browserAccess';

const style = document.createElement('style');
style.textContent = PAGE_CSS;
document.head.append(style);
const root = document.getElementById('app');
if (root) render(<OptionsApp access={{ permissions: browserHostPermissions(), scripts: browserScriptRegistry() }} />, root);
