// The classic theme's code block content (Prism's <Highlight>), with the site's extra Prism
// languages registered first. src/theme/CodeBlock/Content loads this module lazily, for the few
// blocks not highlighted at build time, so Prism (about 30 KB gz) is not in any page's bundle.
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import type {ComponentType} from 'react';
import OriginalContent from '@theme-original/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';

prismIncludeLanguages(Prism);

const Content: ComponentType<Props> = OriginalContent;
export default Content;
