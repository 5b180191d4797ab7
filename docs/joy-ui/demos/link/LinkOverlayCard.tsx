import Avatar from '@mui/joy/Avatar';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';

export default function LinkOverlayCard() {
  return (
    <Card
      variant="outlined"
      orientation="horizontal"
      sx={{
        width: 340,
        '&:hover': {boxShadow: 'md', borderColor: 'neutral.outlinedHoverBorder'},
      }}>
      <Avatar color="primary" variant="soft">
        TS
      </Avatar>
      <CardContent>
        <Typography level="title-md">
          <Link href="#typescript-course" overlay underline="none" textColor="inherit">
            TypeScript for React developers
          </Link>
        </Typography>
        <Typography level="body-sm">12 lessons, 3 hours</Typography>
        <Chip size="sm" variant="soft" color="success" sx={{alignSelf: 'flex-start', mt: 0.5}}>
          Free
        </Chip>
      </CardContent>
      {/* A second action stays clickable by sitting above the overlay. */}
      <IconButton
        variant="plain"
        color="neutral"
        size="sm"
        aria-label="Save TypeScript for React developers"
        sx={{alignSelf: 'flex-start', position: 'relative', zIndex: 1}}>
        <BookmarkBorderIcon />
      </IconButton>
    </Card>
  );
}
