import * as React from 'react';
import Box from '@mui/system/Box';
import {version, major, minor, patch, prerelease} from '@mui/system/version';

export default function SupportVersionInfo() {
  const [status, setStatus] = React.useState('');
  const rows = [
    ['@mui/system', version ?? 'unknown'],
    ['major.minor.patch', `${major}.${minor}.${patch}`],
    ['prerelease', prerelease ?? 'none'],
    ['react', React.version],
  ] as const;
  const report = rows.map(([name, value]) => `${name}: ${value}`).join('\n');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(report);
      setStatus('Copied to the clipboard.');
    } catch {
      setStatus('Copying is not available here; select the text instead.');
    }
  };

  return (
    <Box sx={{maxWidth: 420, fontSize: 14}}>
      <Box
        component="dl"
        sx={{display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2}}>
        {rows.map(([name, value]) => (
          <React.Fragment key={name}>
            <Box component="dt" sx={{color: 'text.secondary'}}>
              {name}
            </Box>
            <Box component="dd" sx={{m: 0, fontFamily: 'monospace'}}>
              {value}
            </Box>
          </React.Fragment>
        ))}
      </Box>
      <Box sx={{display: 'flex', alignItems: 'center', gap: 1.5}}>
        <button type="button" onClick={() => void copy()}>
          Copy for a bug report
        </button>
        <span role="status">{status}</span>
      </Box>
    </Box>
  );
}
