import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function TextFieldValidation() {
  const [email, setEmail] = React.useState('');
  const [touched, setTouched] = React.useState(false);
  const [sent, setSent] = React.useState(false);
  const invalid = !emailPattern.test(email);
  const showError = touched && invalid;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        setSent(!invalid);
      }}>
      <Stack spacing={2} sx={{maxWidth: 360}}>
        <FormControl required error={showError}>
          <FormLabel>Work email</FormLabel>
          <Input
            type="email"
            autoComplete="email"
            placeholder="name@company.com"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setSent(false);
            }}
            onBlur={() => setTouched(true)}
          />
          <FormHelperText>
            {showError ? (
              <>
                <InfoOutlined />
                Enter an address such as name@company.com.
              </>
            ) : (
              'We send the invitation to this address.'
            )}
          </FormHelperText>
        </FormControl>
        <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
          <Button type="submit">Send invitation</Button>
          <span role="status">{sent ? 'Invitation sent.' : ''}</span>
        </Stack>
      </Stack>
    </form>
  );
}
