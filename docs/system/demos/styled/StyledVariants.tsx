import styled from '@mui/system/styled';
import Box from '@mui/system/Box';

interface TagProps {
  tone?: 'neutral' | 'success' | 'danger';
  dense?: boolean;
}

// `variants` apply their style when the props match, either by value or through a function.
const Tag = styled('span')<TagProps>(({theme}) => ({
  display: 'inline-flex',
  alignItems: 'center',
  padding: theme.spacing(0.5, 1.25),
  borderRadius: 999,
  fontSize: 14,
  border: '1px solid #8a94a0',
  variants: [
    {
      props: {tone: 'success'},
      style: [
        {borderColor: '#2e7d32', color: '#1b5e20'},
        theme.applyStyles('dark', {borderColor: '#81c784', color: '#a5d6a7'}),
      ],
    },
    {
      props: {tone: 'danger'},
      style: [
        {borderColor: '#c62828', color: '#b71c1c'},
        theme.applyStyles('dark', {borderColor: '#ef9a9a', color: '#ffcdd2'}),
      ],
    },
    {
      props: ({dense}: TagProps) => Boolean(dense),
      style: {padding: theme.spacing(0.25, 0.75), fontSize: 12},
    },
  ],
}));

export default function StyledVariants() {
  return (
    <Box sx={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1}}>
      <Tag>Draft</Tag>
      <Tag tone="success">Published</Tag>
      <Tag tone="danger">Rejected</Tag>
      <Tag tone="success" dense>
        Dense
      </Tag>
      {/* Components made with styled() also accept sx. */}
      <Tag tone="danger" dense sx={{ml: 2, fontWeight: 'bold'}}>
        With sx
      </Tag>
    </Box>
  );
}
