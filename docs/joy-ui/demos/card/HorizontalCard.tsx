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
              Aa
            </Typography>
          </div>
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="title-md">
          <Link href="/joy-ui/react-typography/" overlay underline="none" textColor="inherit">
            Typography
          </Link>
        </Typography>
        <Typography level="body-sm">Joy UI component</Typography>
        <Typography level="body-xs" sx={{mt: 'auto'}}>
          Levels, decorators and truncation
        </Typography>
      </CardContent>
    </Card>
  );
}
