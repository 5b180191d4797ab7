import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';
import LandscapeIcon from '@mui/icons-material/Landscape';

export default function CardOverflowDemo() {
  return (
    <Card variant="outlined" sx={{width: 320}}>
      <CardOverflow>
        <AspectRatio ratio="2">
          <div
            role="img"
            aria-label="Illustration of a mountain lake"
            style={{background: 'linear-gradient(160deg, #0B6BCB 0%, #12467B 55%, #1F7A1F 100%)'}}>
            <LandscapeIcon sx={{fontSize: 56, color: '#fff'}} />
          </div>
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="title-md">Lake Bled loop</Typography>
        <Typography level="body-sm">An easy 6 km walk around the lake, mostly flat.</Typography>
      </CardContent>
      <CardOverflow variant="soft" sx={{bgcolor: 'background.level1'}}>
        <Divider inset="context" />
        <CardContent orientation="horizontal" sx={{py: 1.5, gap: 1.5}}>
          <Typography level="body-xs" textColor="text.secondary" sx={{fontWeight: 'md'}}>
            1 h 30 min
          </Typography>
          <Divider orientation="vertical" />
          <Typography level="body-xs" textColor="text.secondary" sx={{fontWeight: 'md'}}>
            Rated 4.8
          </Typography>
        </CardContent>
      </CardOverflow>
    </Card>
  );
}
