import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {useLocalStorageState} from '@toolpad/core/useLocalStorageState';

const STORAGE_KEY = 'toolpad-demo-draft';

function DraftEditor() {
  // null while the page hydrates, then the stored text, or '' when nothing is stored.
  const [draft, setDraft] = useLocalStorageState(STORAGE_KEY, '');
  return (
    <TextField
      label="Draft reply"
      multiline
      minRows={3}
      fullWidth
      value={draft ?? ''}
      onChange={(event) => setDraft(event.target.value)}
    />
  );
}

// Reads the same key: it updates as you type in the editor.
function DraftStatus() {
  const [draft, setDraft] = useLocalStorageState(STORAGE_KEY, '');
  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center', justifyContent: 'space-between'}}>
      <Typography variant="body2">{draft ? `${draft.length} characters saved` : 'Nothing saved yet'}</Typography>
      {/* Setting null removes the key from localStorage. */}
      <Button size="small" onClick={() => setDraft(null)} disabled={!draft}>
        Discard draft
      </Button>
    </Stack>
  );
}

export default function PersistedDraft() {
  return (
    <Stack spacing={1} sx={{width: '100%', maxWidth: 480}}>
      <DraftEditor />
      <DraftStatus />
      <Typography variant="caption" sx={{color: 'text.secondary'}}>
        Stored in localStorage under &quot;{STORAGE_KEY}&quot;: reload the page to find your text again.
      </Typography>
    </Stack>
  );
}
