import emotionStyled from '@emotion/styled';
import type {CSSObject} from '@emotion/react';
import styleFunctionSx, {type SxProps} from '@mui/system/styleFunctionSx';
import type {Theme} from '@mui/system/createTheme';

interface PanelProps {
  sx?: SxProps<Theme>;
}

// A component styled with Emotion directly, given sx support by the function behind sx itself.
const Panel = emotionStyled('div', {shouldForwardProp: (prop) => prop !== 'sx'})<PanelProps>(
  (props) => styleFunctionSx(props) as CSSObject,
);

export default function CustomStyleFunctionSx() {
  return (
    <Panel sx={{maxWidth: 400, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, fontSize: 14}}>
      This element comes from @emotion/styled. Its sx prop is resolved against the theme of the nearest provider,
      exactly like a Box.
    </Panel>
  );
}
