import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {Account} from '@toolpad/core/Account';
import {AppProvider, type Authentication, type LocaleText, type Session} from '@toolpad/core/AppProvider';
import {useDialogs} from '@toolpad/core/useDialogs';
import {PreviewFrame} from '../shared/PreviewFrame';

// Only the labels you pass change; the others keep their English defaults.
const FRENCH_LABELS: Partial<LocaleText> = {
  accountSignInLabel: 'Se connecter',
  accountSignOutLabel: 'Se déconnecter',
  confirm: 'Confirmation',
  ok: 'Valider',
  cancel: 'Annuler',
};

function DeleteDraftButton() {
  const dialogs = useDialogs();
  return (
    <Button variant="outlined" onClick={() => dialogs.confirm('Supprimer ce brouillon ?')}>
      Supprimer le brouillon
    </Button>
  );
}

export default function AppProviderLocaleText() {
  const [session, setSession] = React.useState<Session | null>(null);
  const authentication = React.useMemo<Authentication>(
    () => ({
      signIn: () => setSession({user: {name: 'Chen Dubois', email: 'chen@example.com'}}),
      signOut: () => setSession(null),
    }),
    [],
  );

  return (
    <PreviewFrame>
      {(theme) => (
        <AppProvider localeText={FRENCH_LABELS} session={session} authentication={authentication} theme={theme}>
          <Stack direction="row" spacing={2} sx={{p: 2, alignItems: 'center', justifyContent: 'space-between'}}>
            <DeleteDraftButton />
            <Account />
          </Stack>
        </AppProvider>
      )}
    </PreviewFrame>
  );
}
