// The classic theme's highlighted code block, with the site's extra Prism languages registered
// first. src/theme/CodeBlock loads this module lazily, so Prism (about 30 KB gz) comes only with
// pages that show a code block, not with every doc page.
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import StringContent from '@theme/CodeBlock/Content/String';

prismIncludeLanguages(Prism);

export default StringContent;
