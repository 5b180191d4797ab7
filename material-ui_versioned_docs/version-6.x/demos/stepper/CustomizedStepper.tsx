import * as React from 'react';
import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepConnector, {stepConnectorClasses} from '@mui/material/StepConnector';
import type {StepIconProps} from '@mui/material/StepIcon';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import {styled} from '@mui/material/styles';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import SettingsIcon from '@mui/icons-material/Settings';
import VideoLabelIcon from '@mui/icons-material/VideoLabel';

const ThickConnector = styled(StepConnector)(({theme}) => ({
  // Centre the line on the 44 px icons below instead of the default 24 px ones.
  [`&.${stepConnectorClasses.alternativeLabel}`]: {
    top: 21,
    left: 'calc(-50% + 30px)',
    right: 'calc(50% + 30px)',
  },
  [`& .${stepConnectorClasses.line}`]: {
    height: 3,
    border: 0,
    borderRadius: 2,
    backgroundColor: theme.palette.divider,
  },
  [`&.${stepConnectorClasses.active} .${stepConnectorClasses.line}, &.${stepConnectorClasses.completed} .${stepConnectorClasses.line}`]:
    {
      backgroundColor: theme.palette.primary.main,
    },
}));

const IconCircle = styled('div')<{active?: boolean; completed?: boolean}>(({theme}) => ({
  zIndex: 1,
  width: 44,
  height: 44,
  borderRadius: '50%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: theme.palette.text.secondary,
  backgroundColor: theme.palette.action.selected,
  variants: [
    {
      props: ({active, completed}) => active || completed,
      style: {
        color: theme.palette.primary.contrastText,
        backgroundColor: theme.palette.primary.main,
      },
    },
    {
      props: {active: true},
      style: {boxShadow: theme.shadows[4]},
    },
  ],
}));

const icons: Record<string, React.ReactElement> = {
  1: <SettingsIcon />,
  2: <GroupAddIcon />,
  3: <VideoLabelIcon />,
};

// Receives `active`, `completed` and `icon` (the step number, counting from 1) from StepLabel.
function PictureStepIcon({active, completed, icon, className}: StepIconProps) {
  return (
    <IconCircle active={active} completed={completed} className={className}>
      {icons[String(icon)]}
    </IconCircle>
  );
}

const steps = ['Choose settings', 'Invite guests', 'Start the meeting'];

export default function CustomizedStepper() {
  return (
    <Box sx={{width: '100%'}}>
      <Stepper alternativeLabel activeStep={1} connector={<ThickConnector />}>
        {steps.map((label) => (
          <Step key={label}>
            <StepLabel slots={{stepIcon: PictureStepIcon}}>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
