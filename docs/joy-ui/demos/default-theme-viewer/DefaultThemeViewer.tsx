import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import {extendTheme, styled} from '@mui/joy/styles';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import SearchIcon from '@mui/icons-material/Search';
import * as React from 'react';

type Scheme = 'light' | 'dark';

interface TreeNode {
  key: string;
  path: string;
  searchText: string; // path in dot form and value, lower case
  value?: string; // set on leaves
  children?: TreeNode[]; // set on branches
}

const theme = extendTheme();

/** `theme.palette.primary[500]`, `theme.typography['title-lg']`: a path you can paste into code. */
function childPath(parent: string, key: string) {
  if (/^\d+$/.test(key)) return `${parent}[${key}]`;
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${parent}.${key}` : `${parent}['${key}']`;
}

function toTree(key: string, path: string, dotPath: string, value: unknown, ancestors: object[]): TreeNode {
  const leaf = (text: string) => ({key, path, value: text, searchText: `${path} ${dotPath} ${text}`.toLowerCase()});
  if (typeof value === 'function') return leaf('ƒ function');
  if (value === null || typeof value !== 'object') return leaf(JSON.stringify(value) ?? 'undefined');
  if (ancestors.includes(value)) return leaf('(circular)');
  const children = Object.entries(value).map(([childKey, child]) =>
    toTree(childKey, childPath(path, childKey), `${dotPath}.${childKey}`, child, [...ancestors, value]),
  );
  return {key, path, children, searchText: `${path} ${dotPath}`.toLowerCase()};
}

/** The theme as the provider resolves it for one scheme: `palette` and the shadow tokens come from that scheme. */
function themeFor(scheme: Scheme): TreeNode[] {
  const {colorSchemes, ...rest} = theme;
  const active = colorSchemes[scheme];
  const resolved = {...rest, ...active, colorSchemes: {[scheme]: active}};
  return toTree('theme', 'theme', 'theme', resolved, []).children ?? [];
}

/** Keeps the nodes whose path or value contains the query, with their ancestors. */
function filterTree(nodes: TreeNode[], query: string): TreeNode[] {
  return nodes.flatMap((node) => {
    const own = node.searchText.includes(query);
    if (!node.children) return own ? [node] : [];
    if (own) return [node];
    const children = filterTree(node.children, query);
    return children.length > 0 ? [{...node, children}] : [];
  });
}

function countLeaves(nodes: TreeNode[]): number {
  return nodes.reduce((sum, node) => sum + (node.children ? countLeaves(node.children) : 1), 0);
}

function branchPaths(nodes: TreeNode[]): string[] {
  return nodes.flatMap((node) => (node.children ? [node.path, ...branchPaths(node.children)] : []));
}

// One styled element per row keeps a fully expanded tree (over a thousand rows) quick to render.
const LeafRow = styled('li')(({theme}) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  minHeight: 32,
  paddingLeft: theme.spacing(3.5),
  fontFamily: theme.vars.fontFamily.code,
  fontSize: theme.vars.fontSize.sm,
  color: theme.vars.palette.text.secondary,
  '& .key': {color: theme.vars.palette.text.primary},
  '& .value': {wordBreak: 'break-all'},
  '& .swatch': {
    width: 14,
    height: 14,
    flexShrink: 0,
    borderRadius: theme.vars.radius.xs,
    border: `1px solid ${theme.vars.palette.divider}`,
  },
}));

function Branch({
  nodes,
  isOpen,
  onToggle,
  onCopy,
  depth,
}: {
  nodes: TreeNode[];
  isOpen: (path: string) => boolean;
  onToggle: (path: string) => void;
  onCopy: (path: string) => void;
  depth: number;
}) {
  const idPrefix = React.useId();
  return (
    <Box component="ul" sx={{listStyle: 'none', m: 0, pl: depth === 0 ? 0 : 2.5}}>
      {nodes.map((node, index) => {
        if (!node.children) {
          const color = /^"(#[0-9a-f]{3,8}|rgba?\(.*\))"$/i.exec(node.value ?? '')?.[1];
          return (
            <LeafRow key={node.key}>
              <span className="key">{node.key}:</span>
              {color && <span className="swatch" aria-hidden style={{backgroundColor: color}} />}
              <span className="value">{node.value}</span>
              <IconButton size="sm" aria-label={`Copy path ${node.path}`} onClick={() => onCopy(node.path)}>
                <ContentCopyIcon />
              </IconButton>
            </LeafRow>
          );
        }
        const open = isOpen(node.path);
        const groupId = `${idPrefix}-${index}`;
        return (
          <li key={node.key}>
            <Button
              variant="plain"
              color="neutral"
              size="sm"
              aria-expanded={open}
              aria-controls={open ? groupId : undefined}
              onClick={() => onToggle(node.path)}
              startDecorator={open ? <KeyboardArrowDownIcon /> : <KeyboardArrowRightIcon />}
              sx={{fontFamily: 'code', fontWeight: 'md', justifyContent: 'flex-start'}}>
              {node.key}
              <Typography component="span" level="body-xs" sx={{ml: 1}}>
                {node.children.length} {node.children.length === 1 ? 'key' : 'keys'}
              </Typography>
            </Button>
            {open && (
              <div id={groupId}>
                <Branch nodes={node.children} isOpen={isOpen} onToggle={onToggle} onCopy={onCopy} depth={depth + 1} />
              </div>
            )}
          </li>
        );
      })}
    </Box>
  );
}

export default function DefaultThemeViewer() {
  const [scheme, setScheme] = React.useState<Scheme>('light');
  const [query, setQuery] = React.useState('');
  // Branches opened while browsing, and branches closed while searching (search results start open).
  const [expanded, setExpanded] = React.useState<ReadonlySet<string>>(() => new Set(['theme.palette']));
  const [closedInSearch, setClosedInSearch] = React.useState<ReadonlySet<string>>(() => new Set());
  const [status, setStatus] = React.useState('');

  const tree = React.useMemo(() => themeFor(scheme), [scheme]);
  const trimmed = query.trim().toLowerCase();
  const visible = React.useMemo(() => (trimmed ? filterTree(tree, trimmed) : tree), [tree, trimmed]);

  const isOpen = (path: string) => (trimmed ? !closedInSearch.has(path) : expanded.has(path));
  const toggle = (path: string) => {
    const update = (previous: ReadonlySet<string>) => {
      const next = new Set(previous);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    };
    if (trimmed) setClosedInSearch(update);
    else setExpanded(update);
  };
  const setAll = (open: boolean) => {
    if (trimmed) setClosedInSearch(open ? new Set() : new Set(branchPaths(visible)));
    else setExpanded(open ? new Set(branchPaths(tree)) : new Set());
  };

  const copy = React.useCallback((path: string) => {
    if (!navigator.clipboard) {
      setStatus(`Copying is not available here. The path is ${path}`);
      return;
    }
    navigator.clipboard.writeText(path).then(
      () => setStatus(`Copied ${path}`),
      () => setStatus(`Could not copy. The path is ${path}`),
    );
  }, []);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap', alignItems: 'flex-end'}}>
        <FormControl sx={{flex: 1, minWidth: 220}}>
          <FormLabel>Search paths and values</FormLabel>
          <Input
            type="search"
            startDecorator={<SearchIcon />}
            placeholder={`e.g. primary.500, radius, ${theme.colorSchemes.light.palette.primary[500]}`}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setClosedInSearch(new Set());
            }}
          />
        </FormControl>
        <ToggleButtonGroup
          aria-label="Colour scheme shown"
          value={scheme}
          onChange={(_event, value) => value && setScheme(value)}>
          <Button value="light">Light</Button>
          <Button value="dark">Dark</Button>
        </ToggleButtonGroup>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" color="neutral" onClick={() => setAll(true)}>
            Expand all
          </Button>
          <Button variant="outlined" color="neutral" onClick={() => setAll(false)}>
            Collapse all
          </Button>
        </Stack>
      </Stack>
      <Typography level="body-sm" aria-live="polite">
        {trimmed ? `${countLeaves(visible)} matching values` : `${countLeaves(tree)} values`}
        {status ? ` · ${status}` : ''}
      </Typography>
      <Sheet variant="outlined" sx={{p: 1, borderRadius: 'md', maxHeight: 560, overflow: 'auto'}}>
        {visible.length > 0 ? (
          <Branch nodes={visible} isOpen={isOpen} onToggle={toggle} onCopy={copy} depth={0} />
        ) : (
          <Typography level="body-sm" sx={{p: 1}}>
            Nothing in the theme matches “{query}”.
          </Typography>
        )}
      </Sheet>
    </Stack>
  );
}
