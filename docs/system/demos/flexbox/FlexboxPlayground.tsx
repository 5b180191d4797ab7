import * as React from 'react';
import Box from '@mui/system/Box';

const options = {
  flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
  justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around', 'space-evenly'],
  alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
  flexWrap: ['nowrap', 'wrap', 'wrap-reverse'],
} as const;

type Property = keyof typeof options;
type Settings = {[P in Property]: (typeof options)[P][number]};

const fieldSx = {
  px: 1,
  py: 0.5,
  font: 'inherit',
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
} as const;

export default function FlexboxPlayground() {
  const id = React.useId();
  const [settings, setSettings] = React.useState<Settings>({
    flexDirection: 'row',
    justifyContent: 'center',
    alignItems: 'center',
    flexWrap: 'nowrap',
  });

  return (
    <Box sx={{display: 'grid', gap: 2, width: '100%'}}>
      <Box sx={{display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 2, fontSize: 14}}>
        {(Object.keys(options) as Property[]).map((property) => (
          <Box key={property} sx={{display: 'grid', gap: 0.5}}>
            <label htmlFor={`${id}-${property}`}>{property}</label>
            <Box
              component="select"
              id={`${id}-${property}`}
              value={settings[property]}
              onChange={(event: React.ChangeEvent<HTMLSelectElement>) =>
                setSettings((previous) => ({...previous, [property]: event.target.value}))
              }
              sx={fieldSx}>
              {options[property].map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      <Box sx={{display: 'flex', gap: 1, height: 200, p: 1, borderRadius: 1, bgcolor: 'action.hover', ...settings}}>
        {[1, 2, 3].map((item) => (
          <Box
            key={item}
            sx={{
              // Different sizes make alignItems and baseline visible.
              px: 2,
              py: item,
              fontSize: 12 + item * 2,
              borderRadius: 1,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}>
            Item {item}
          </Box>
        ))}
      </Box>
      <Box component="code" sx={{fontSize: 13}}>
        {`sx={{ display: 'flex', ${Object.entries(settings)
          .map(([key, value]) => `${key}: '${value}'`)
          .join(', ')} }}`}
      </Box>
    </Box>
  );
}
