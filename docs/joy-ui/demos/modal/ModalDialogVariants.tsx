import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import type {VariantProp} from '@mui/joy/styles';

const variants: VariantProp[] = ['outlined', 'soft', 'solid', 'plain'];

export default function ModalDialogVariants() {
  const [variant, setVariant] = React.useState<VariantProp | null>(null);

  return (
    <React.Fragment>
      <Stack direction="row" spacing={1} sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
        {variants.map((item) => (
          <Button key={item} variant={item} color="primary" onClick={() => setVariant(item)}>
            {item}
          </Button>
        ))}
      </Stack>
      <Modal open={variant !== null} onClose={() => setVariant(null)}>
        <ModalDialog variant={variant ?? undefined} color="primary" sx={{maxWidth: 400}}>
          <ModalClose aria-label="Close" />
          <DialogTitle>The {variant} dialog</DialogTitle>
          <DialogContent>
            The close button and the title follow the dialog&apos;s variant and colour, so they stay readable on every
            background.
          </DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
