import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import ModalOverflow from '@mui/joy/ModalOverflow';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

type Layout = 'center' | 'fullscreen' | 'overflow';

const sections = ['Accounts', 'Billing', 'Privacy', 'Notifications', 'Integrations', 'Security'];

export default function ModalLayouts() {
  const [layout, setLayout] = React.useState<Layout | null>(null);
  const close = () => setLayout(null);

  const dialog = (
    <ModalDialog layout={layout === 'fullscreen' ? 'fullscreen' : 'center'}>
      <ModalClose aria-label="Close the terms" />
      <DialogTitle>Terms of service</DialogTitle>
      <DialogContent>
        {(layout === 'overflow' ? sections : sections.slice(0, 2)).map((section) => (
          <React.Fragment key={section}>
            <Typography level="title-sm" sx={{mt: 1}}>
              {section}
            </Typography>
            <Typography level="body-sm">
              This section explains how {section.toLowerCase()} work in the service, what you can change yourself, and
              when we contact you before a change takes effect. Each section is kept short so that it can be read on a
              phone without zooming in.
            </Typography>
          </React.Fragment>
        ))}
      </DialogContent>
    </ModalDialog>
  );

  return (
    <React.Fragment>
      <Stack direction="row" spacing={1} sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
        <Button variant="outlined" onClick={() => setLayout('center')}>
          Center
        </Button>
        <Button variant="outlined" onClick={() => setLayout('fullscreen')}>
          Fullscreen
        </Button>
        <Button variant="outlined" onClick={() => setLayout('overflow')}>
          Long content
        </Button>
      </Stack>
      <Modal open={layout !== null} onClose={close}>
        {layout === 'overflow' ? <ModalOverflow>{dialog}</ModalOverflow> : dialog}
      </Modal>
    </React.Fragment>
  );
}
