import * as React from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOff';

const channels = ['#general', '#design-reviews', '#incidents'];

export default function GutterlessList() {
  const [muted, setMuted] = React.useState<string[]>(['#general']);

  const toggle = (channel: string) =>
    setMuted((current) =>
      current.includes(channel) ? current.filter((item) => item !== channel) : [...current, channel],
    );

  return (
    <Card variant="outlined" sx={{maxWidth: 360}}>
      <CardContent>
        <Typography variant="h6" component="div" id="gutterless-list-title">
          Channels
        </Typography>
        <List aria-labelledby="gutterless-list-title">
          {channels.map((channel, index) => {
            const isMuted = muted.includes(channel);
            return (
              <ListItem
                key={channel}
                disableGutters
                divider={index < channels.length - 1}
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`Mute ${channel}`}
                    aria-pressed={isMuted}
                    onClick={() => toggle(channel)}
                  >
                    {isMuted ? <NotificationsOffIcon /> : <NotificationsActiveIcon />}
                  </IconButton>
                }
              >
                <ListItemText primary={channel} secondary={isMuted ? 'Muted' : 'All messages'} />
              </ListItem>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
}
