import { themeCss } from '@dating/themes';
import '../base.css';

// Components are styled by the classic theme's --dt-* variables, as on a generated site.
const style = document.createElement('style');
style.dataset.theme = 'classic';
style.textContent = themeCss('classic');
document.head.append(style);
