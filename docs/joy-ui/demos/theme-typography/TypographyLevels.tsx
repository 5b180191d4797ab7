import Box from '@mui/joy/Box';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import {extendTheme} from '@mui/joy/styles';

const theme = extendTheme();
const levels = Object.keys(theme.typography) as (keyof typeof theme.typography)[];

/** `var(--joy-fontSize-xl4, 2.25rem)` -> the token and its value in the theme's scale. */
function describe(value: unknown, scale: 'fontSize' | 'fontWeight' | 'lineHeight') {
  if (value === undefined) return 'inherited';
  const key = new RegExp(`--joy-${scale}-(\\w+)`).exec(String(value))?.[1];
  if (!key) return String(value);
  const scaleValues: Record<string, string | number> = theme[scale];
  return `${scale}.${key} = ${scaleValues[key]}`;
}

export default function TypographyLevels() {
  return (
    <Stack spacing={2}>
      {levels.map((level) => {
        const style = theme.typography[level];
        return (
          <Box
            key={level}
            sx={{display: 'grid', gridTemplateColumns: {xs: '1fr', sm: '1fr 240px'}, gap: 1, alignItems: 'baseline'}}>
            {/* `component="p"` keeps headings out of the page outline. */}
            <Typography level={level} component="p" noWrap>
              {level}: The quick brown fox
            </Typography>
            <Typography level="body-xs" component="div" sx={{fontFamily: 'code'}}>
              {describe(style.fontSize, 'fontSize')}
              <br />
              {describe(style.fontWeight, 'fontWeight')}
              <br />
              {describe(style.lineHeight, 'lineHeight')}
              {style.letterSpacing !== undefined && (
                <>
                  <br />
                  letterSpacing = {String(style.letterSpacing)}
                </>
              )}
            </Typography>
          </Box>
        );
      })}
    </Stack>
  );
}
