import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function HorizontalCard() {
  return (
    <Card orientation="horizontal" variant="outlined" sx={{width: 360}}>
      <CardOverflow>
        <AspectRatio ratio="1" sx={{width: 96}} variant="solid" color="primary">
          <div>
            <Typography level="h3" textColor="common.white" aria-hidden>
              JD
            </Typography>
          </div>
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="title-md">
          <Link href="#jules-dubois" overlay underline="none" textColor="inherit">
            Jules Dubois
          </Link>
        </Typography>
        <Typography level="body-sm">Product designer, Lyon</Typography>
        <Typography level="body-xs" sx={{mt: 'auto'}}>
          12 shared projects
        </Typography>
      </CardContent>
    </Card>
  );
}
