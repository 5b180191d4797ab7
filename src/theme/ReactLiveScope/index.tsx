// ReactLiveScope swizzle (replaces the default scope, which holds React only): what ```live code
// blocks can use without imports. File-based demos (<Demo>) bring their own imports instead.
import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const ReactLiveScope = {React, ...React, Box, Button, Chip, Stack, TextField, Typography};

export default ReactLiveScope;
