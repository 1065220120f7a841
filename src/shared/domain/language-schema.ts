import { z } from 'zod';
import { LANGUAGES } from './languages';

export const languageSchema = z.enum(LANGUAGES);
