import * as React from 'react';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

const recipe = [
  {title: 'Prepare the dough', text: 'Mix flour, water, yeast and salt, then knead for ten minutes.'},
  {title: 'Let it rise', text: 'Cover the bowl and leave it somewhere warm for an hour.'},
  {title: 'Shape the loaf', text: 'Fold the dough into a tight ball and place it on a floured tray.'},
  {title: 'Bake', text: 'Bake at 230 °C for about 35 minutes, until the crust is deep brown.'},
];

export default function TextMobileStepper() {
  const [activeStep, setActiveStep] = React.useState<number>(0);
  const step = recipe[activeStep];
  const last = recipe.length - 1;

  return (
    <Paper variant="outlined" sx={{maxWidth: 400, overflow: 'hidden'}}>
      <Paper square elevation={0} sx={{px: 2, py: 1.5, bgcolor: 'action.hover'}}>
        <Typography variant="subtitle1" component="h3" sx={{m: 0}}>
          {step?.title}
        </Typography>
      </Paper>
      <Typography variant="body2" sx={{p: 2, minHeight: 72}}>
        {step?.text}
      </Typography>
      <MobileStepper
        variant="text"
        position="static"
        steps={recipe.length}
        activeStep={activeStep}
        nextButton={
          <Button size="small" onClick={() => setActiveStep((s) => s + 1)} disabled={activeStep === last}>
            Next
            <KeyboardArrowRight />
          </Button>
        }
        backButton={
          <Button size="small" onClick={() => setActiveStep((s) => s - 1)} disabled={activeStep === 0}>
            <KeyboardArrowLeft />
            Back
          </Button>
        }
      />
    </Paper>
  );
}
