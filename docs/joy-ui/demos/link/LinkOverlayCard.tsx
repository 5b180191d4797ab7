import Avatar from '@mui/joy/Avatar';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import SchoolIcon from '@mui/icons-material/School';

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
        <SchoolIcon />
      </Avatar>
      <CardContent>
        <Typography level="title-md">
          <Link href="/joy-ui/getting-started/tutorial/" overlay underline="none" textColor="inherit">
            Joy UI tutorial
          </Link>
        </Typography>
        <Typography level="body-sm">Build a sign-in card in 3 steps</Typography>
        <Chip size="sm" variant="soft" color="success" sx={{alignSelf: 'flex-start', mt: 0.5}}>
          Beginner
        </Chip>
      </CardContent>
      {/* A second action stays clickable by sitting above the overlay. */}
      <IconButton
        variant="plain"
        color="neutral"
        size="sm"
        aria-label="Save Joy UI tutorial"
        sx={{alignSelf: 'flex-start', position: 'relative', zIndex: 1}}>
        <BookmarkBorderIcon />
      </IconButton>
    </Card>
  );
}
