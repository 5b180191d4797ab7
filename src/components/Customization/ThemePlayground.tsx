// The theme playground of customization/theming: theme options typed as JSON, previewed live on
// real Material UI components. Invalid input shows an inline error; the page never breaks.
import React, {useId, useMemo, useState, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FormControlLabel from '@mui/material/FormControlLabel';
import {ThemeProvider} from '@mui/material/styles';
import MuiIsland from '@site/src/branding/MuiIsland';
import {DEFAULT_PLAYGROUND_OPTIONS, themeFromJson} from '@site/src/customization/themePlayground';
import {libraryErrorMessage} from '@site/src/customization/libraryError';
import styles from './styles.module.css';

function Preview(): ReactNode {
  return (
    <Paper variant="outlined" className={styles.preview}>
      <Stack spacing={2}>
        <Typography variant="h6" component="p">
          Preview
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
          <Button variant="contained">Primary</Button>
          <Button variant="outlined" color="secondary">
            Secondary
          </Button>
          <Button variant="text">Text</Button>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
          <Chip label="Default" />
          <Chip label="Primary" color="primary" />
          <Chip label="Success" color="success" variant="outlined" />
        </Stack>
        <TextField label="Project name" defaultValue="Atlas" size="small" />
        <FormControlLabel control={<Switch defaultChecked />} label="Notifications" />
        <Slider aria-label="Volume" defaultValue={40} />
        <Alert severity="info">Theme changes apply as you type.</Alert>
      </Stack>
    </Paper>
  );
}

export default function ThemePlayground(): ReactNode {
  const [text, setText] = useState(DEFAULT_PLAYGROUND_OPTIONS);
  const result = useMemo(() => themeFromJson(text), [text]);
  const editorId = useId();
  const errorId = useId();

  return (
    <div className={styles.tool} data-testid="theme-playground">
      <label htmlFor={editorId} style={{fontWeight: 600}}>
        Theme options (JSON)
      </label>
      <textarea
        id={editorId}
        className={styles.textarea}
        value={text}
        spellCheck={false}
        aria-invalid={!result.ok}
        aria-describedby={result.ok ? undefined : errorId}
        onChange={(event) => setText(event.target.value)}
      />
      {result.ok ? (
        <MuiIsland>
          {/* A theme can pass createTheme and still fail while rendering (e.g. a broken override). */}
          <ErrorBoundary
            key={text}
            fallback={({error}) => (
              <p className={styles.error} role="alert">
                {libraryErrorMessage(error)}
              </p>
            )}>
            <ThemeProvider theme={result.theme}>
              <Preview />
            </ThemeProvider>
          </ErrorBoundary>
        </MuiIsland>
      ) : (
        <p id={errorId} className={styles.error} role="alert">
          {result.message}
        </p>
      )}
    </div>
  );
}
