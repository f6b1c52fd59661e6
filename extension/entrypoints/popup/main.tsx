import { startPopup } from '../../popup/startPopup';

const root = document.getElementById('app');
if (root) void startPopup(root);
