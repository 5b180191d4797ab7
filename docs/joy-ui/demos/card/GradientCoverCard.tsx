import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardCover from '@mui/joy/CardCover';
import Typography from '@mui/joy/Typography';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';

export default function GradientCoverCard() {
  return (
    <Card sx={{width: 320, minHeight: 240, border: 'none'}}>
      {/* The first cover stands in for a photo. */}
      <CardCover sx={{background: 'radial-gradient(circle at 30% 20%, #EA9A3E 0%, #C41C1C 45%, #430A0A 100%)'}} />
      {/* The second cover darkens the bottom so that white text stays readable. */}
      <CardCover sx={{background: 'linear-gradient(to top, rgba(0 0 0 / 0.75), rgba(0 0 0 / 0) 70%)'}} />
      <CardContent sx={{justifyContent: 'flex-end'}}>
        <Typography level="title-lg" textColor="#fff">
          Autumn night market
        </Typography>
        <Typography level="body-sm" textColor="neutral.200" startDecorator={<CalendarMonthIcon />}>
          Fridays in October, 6 pm to midnight
        </Typography>
      </CardContent>
    </Card>
  );
}
