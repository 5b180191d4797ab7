import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Slide from '@mui/material/Slide';
import Switch from '@mui/material/Switch';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type {TransitionProps} from '@mui/material/transitions';
import CloseIcon from '@mui/icons-material/Close';

const SlideUp = React.forwardRef(function SlideUp(
  props: TransitionProps & {children: React.ReactElement},
  ref: React.Ref<unknown>,
) {
  return <Slide direction="up" ref={ref} {...props} />;
});

const settings = [
  {id: 'mentions', label: 'Mentions', hint: 'When someone mentions you in a comment'},
  {id: 'assigned', label: 'Assigned tasks', hint: 'When a task is assigned to you'},
  {id: 'digest', label: 'Weekly digest', hint: 'A summary of your projects every Monday'},
];

export default function FullScreenDialog() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [enabled, setEnabled] = React.useState<string[]>(['mentions']);

  const toggle = (id: string) =>
    setEnabled((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]));

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Notification settings
      </Button>
      <Dialog
        fullScreen
        open={open}
        onClose={() => setOpen(false)}
        slots={{transition: SlideUp}}
        aria-labelledby="fullscreen-dialog-title"
      >
        <AppBar sx={{position: 'relative'}}>
          <Toolbar>
            <IconButton edge="start" color="inherit" onClick={() => setOpen(false)} aria-label="Close settings">
              <CloseIcon />
            </IconButton>
            <Typography id="fullscreen-dialog-title" sx={{ml: 2, flex: 1}} variant="h6" component="h2">
              Notifications
            </Typography>
            <Button color="inherit" onClick={() => setOpen(false)}>
              Save
            </Button>
          </Toolbar>
        </AppBar>
        <List>
          {settings.map((setting, index) => (
            <React.Fragment key={setting.id}>
              {index > 0 ? <Divider component="li" aria-hidden /> : null}
              <ListItem
                secondaryAction={
                  <Switch
                    edge="end"
                    checked={enabled.includes(setting.id)}
                    onChange={() => toggle(setting.id)}
                    slotProps={{input: {'aria-labelledby': `fullscreen-setting-${setting.id}`}}}
                  />
                }
              >
                <ListItemText
                  id={`fullscreen-setting-${setting.id}`}
                  primary={setting.label}
                  secondary={setting.hint}
                />
              </ListItem>
            </React.Fragment>
          ))}
        </List>
      </Dialog>
    </div>
  );
}
