import * as React from 'react';
import Button, {type ButtonProps} from '@mui/material/Button';
import Chip, {type ChipProps} from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type {SxProps, Theme} from '@mui/material/styles';

type DeployStatus = 'live' | 'building' | 'failed';

const statusColor: Record<DeployStatus, ChipProps['color']> = {
  live: 'success',
  building: 'info',
  failed: 'error',
};

// Keep every Chip prop except the two this wrapper decides itself.
interface StatusChipProps extends Omit<ChipProps, 'color' | 'label'> {
  status: DeployStatus;
}

function StatusChip({status, ...other}: StatusChipProps) {
  return <Chip size="small" color={statusColor[status]} label={status} {...other} />;
}

// A polymorphic wrapper: the props follow whatever `component` is passed.
type ActionButtonProps<C extends React.ElementType> = ButtonProps<C, {component?: C}>;

function ActionButton<C extends React.ElementType = 'button'>(props: ActionButtonProps<C>) {
  return <Button variant="outlined" size="small" {...props} />;
}

const rowSx: SxProps<Theme> = {alignItems: 'center', flexWrap: 'wrap'};

export default function TypedWrapperComponents() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={rowSx}>
        <StatusChip status="live" />
        <StatusChip status="building" variant="outlined" />
        <StatusChip status="failed" sx={{textTransform: 'uppercase'}} />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={rowSx}>
        <ActionButton type="button">Redeploy</ActionButton>
        {/* `target` type-checks only because component="a". */}
        <ActionButton component="a" href="/material-ui/6.x/react-button/" target="_blank">
          Button docs
        </ActionButton>
      </Stack>
    </Stack>
  );
}
