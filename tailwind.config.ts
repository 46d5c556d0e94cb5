// Design tokens of the mall. Tailwind 4 loads this file through `@config` in packages/ui/src/styles.css.
// Contrast (WCAG 2.x, text needs 4.5:1): brand #e1251b is 4.69:1 on white but only 4.38:1 on neutral-50
// and 4.1:1 on brand-soft, so brand-coloured text on a tinted background uses brand-hover (#c81e15).
// The Tokens story prints every colour's ratio on white and fails if a text colour drops below 4.5:1.
import type { Config } from 'tailwindcss';

const config: Config = {
  content: [],
  theme: {
    screens: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' },
    extend: {
      colors: {
        brand: {
          DEFAULT: '#e1251b',
          hover: '#c81e15',
          active: '#a9180f',
          soft: '#fdeceb',
          fg: '#ffffff',
        },
        neutral: {
          0: '#ffffff',
          50: '#f7f7f8',
          100: '#f0f0f2',
          200: '#e4e4e7',
          300: '#d0d0d5',
          400: '#a1a1aa',
          500: '#63636b',
          600: '#52525a',
          700: '#3f3f46',
          800: '#27272a',
          900: '#18181b',
        },
        success: { DEFAULT: '#15803d', soft: '#e8f5ec' },
        warning: { DEFAULT: '#b45309', soft: '#fdf3e6' },
        danger: { DEFAULT: '#c4161c', soft: '#fdecec' },
        info: { DEFAULT: '#1d5fc4', soft: '#e9f0fb' },
        price: '#e1251b',
      },
      borderRadius: {
        none: '0',
        sm: '2px',
        DEFAULT: '4px',
        md: '6px',
        lg: '8px',
        xl: '12px',
        full: '9999px',
      },
      spacing: { 4.5: '1.125rem', 13: '3.25rem', 15: '3.75rem', 18: '4.5rem' },
      fontFamily: {
        sans: [
          '"PingFang SC"',
          '"Hiragino Sans GB"',
          '"Microsoft YaHei"',
          '"Noto Sans CJK SC"',
          '"Noto Sans SC"',
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          'sans-serif',
        ],
        num: ['"Helvetica Neue"', 'Arial', '"Noto Sans CJK SC"', 'sans-serif'],
      },
      // Chinese glyphs need a little more line height than Latin text; 12px is the smallest legible size.
      fontSize: {
        xs: ['12px', { lineHeight: '18px' }],
        sm: ['13px', { lineHeight: '20px' }],
        base: ['14px', { lineHeight: '22px' }],
        md: ['16px', { lineHeight: '24px' }],
        lg: ['18px', { lineHeight: '26px' }],
        xl: ['20px', { lineHeight: '28px' }],
        '2xl': ['24px', { lineHeight: '32px' }],
        '3xl': ['30px', { lineHeight: '38px' }],
      },
      boxShadow: {
        sm: '0 1px 2px rgb(0 0 0 / 0.06)',
        DEFAULT: '0 2px 8px rgb(0 0 0 / 0.08)',
        md: '0 4px 16px rgb(0 0 0 / 0.10)',
        lg: '0 8px 32px rgb(0 0 0 / 0.14)',
      },
      zIndex: { header: '30', drawer: '40', dialog: '50', toast: '60', tooltip: '70' },
      keyframes: {
        'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
      },
      animation: { 'fade-in': 'fade-in 150ms ease-out' },
    },
  },
};

export default config;
