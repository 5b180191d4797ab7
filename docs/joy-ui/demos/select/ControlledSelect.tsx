import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Typography from '@mui/joy/Typography';

export default function ControlledSelect() {
  const [language, setLanguage] = React.useState<string | null>('en');

  return (
    <FormControl sx={{maxWidth: 280}}>
      <FormLabel>Language</FormLabel>
      <Select value={language} onChange={(event, newValue) => setLanguage(newValue)}>
        <Option value="en">English</Option>
        <Option value="es">Español</Option>
        <Option value="fr">Français</Option>
        <Option value="de" disabled>
          Deutsch (unavailable)
        </Option>
      </Select>
      <Typography level="body-sm" sx={{mt: 1}}>
        Value: <code>{String(language)}</code>
      </Typography>
    </FormControl>
  );
}
