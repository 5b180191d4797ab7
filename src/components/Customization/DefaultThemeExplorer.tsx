// The default theme viewer: every key of createTheme()'s result, light or dark, searchable by path.
import React, {useId, useMemo, useState, type ReactNode} from 'react';
import {createTheme} from '@mui/material/styles';
import {filterThemeTree, themeTree, type ThemeTreeNode} from '@site/src/customization/defaultThemeTree';
import styles from './styles.module.css';

const TREES = {
  light: themeTree(createTheme()),
  dark: themeTree(createTheme({palette: {mode: 'dark'}})),
};

function TreeNodes({nodes, open}: {nodes: readonly ThemeTreeNode[]; open: boolean}): ReactNode {
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.path}>
          {node.children ? (
            <details open={open}>
              <summary>
                {node.key} <span aria-hidden="true">{`{${node.children.length}}`}</span>
              </summary>
              <TreeNodes nodes={node.children} open={open} />
            </details>
          ) : (
            <span>
              {node.key}: <span className={styles.treeValue}>{node.value}</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export default function DefaultThemeExplorer(): ReactNode {
  const [mode, setMode] = useState<'light' | 'dark'>('light');
  const [query, setQuery] = useState('');
  const filterId = useId();
  const nodes = useMemo(() => filterThemeTree(TREES[mode], query), [mode, query]);
  const filtering = query.trim() !== '';

  return (
    <div className={styles.tool} data-testid="default-theme-explorer">
      <div className={styles.field}>
        <label htmlFor={filterId}>Find a key</label>
        <input
          id={filterId}
          type="search"
          className={styles.textInput}
          placeholder="e.g. palette.primary or shadows"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <div role="group" aria-label="Palette mode">
          {(['light', 'dark'] as const).map((value) => (
            <button
              key={value}
              type="button"
              className={value === mode ? 'button button--primary button--sm' : 'button button--secondary button--sm'}
              aria-pressed={value === mode}
              onClick={() => setMode(value)}>
              {value}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.tree}>
        {nodes.length === 0 ? (
          <p>No key path contains “{query.trim()}”.</p>
        ) : (
          <TreeNodes key={`${mode}-${filtering}`} nodes={nodes} open={filtering} />
        )}
      </div>
    </div>
  );
}
