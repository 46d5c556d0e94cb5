// The locale and viewport matrix of the stories. Every component's "all states" story is repeated in
// English and at the mobile size (zh and PC are the defaults), so the story tests prove both languages
// and both layouts without multiplying every story by four.

/** Viewport presets of the Storybook toolbar: PC 1280 and mobile 375. */
export const viewports = {
  pc: { name: 'PC', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  mobile: { name: 'Mobile', styles: { width: '375px', height: '812px' }, type: 'mobile' },
} as const;

export const pc = { viewport: { value: 'pc', isRotated: false } } as const;
export const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;

/** Globals of the four cells: zh/en at PC/mobile. */
export const matrix = {
  zhPc: { locale: 'zh', ...pc },
  enPc: { locale: 'en', ...pc },
  zhMobile: { locale: 'zh', ...mobile },
  enMobile: { locale: 'en', ...mobile },
} as const;

/** Chromatic modes: a baseline per locale and viewport, named after the globals they set. */
export const chromaticModes = {
  'zh pc': { locale: 'zh', viewport: 'pc' },
  'en pc': { locale: 'en', viewport: 'pc' },
  'zh mobile': { locale: 'zh', viewport: 'mobile' },
  'en mobile': { locale: 'en', viewport: 'mobile' },
} as const;

/** The consoles (merchant centre, platform console) are PC only: their stories take these modes. */
export const chromaticPcModes = {
  'zh pc': chromaticModes['zh pc'],
  'en pc': chromaticModes['en pc'],
} as const;
