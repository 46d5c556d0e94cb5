import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PcWebConfig } from '@mall/domain';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import { ConsoleCanvas, allStatesParameters, loadFailedPlay } from '../../../storybook/console.tsx';
import { sampleConfig } from '../../../mall/SiteFooter/siteConfig.fixtures.ts';
import { logoPicture } from '../../../storybook/pictures.ts';
import { SiteConfigScreen } from './SiteConfigScreen.tsx';

const config: PcWebConfig = { ...(sampleConfig as PcWebConfig), pcTitleImg: '' };

const meta = {
  title: 'Screens/Platform/SiteConfigScreen',
  component: SiteConfigScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    config,
    canEdit: true,
    onRetry: fn(),
    onUploadImage: fn(() => Promise.resolve(logoPicture('#16a34a', '新'))),
    onSubmit: fn(() => Promise.resolve(true)),
  },
  render: (args) => (
    <ConsoleCanvas>
      <SiteConfigScreen {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof SiteConfigScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const preview = (canvasElement: HTMLElement) =>
  within(canvasElement.querySelector<HTMLElement>('[data-testid="site-preview"]')!);

/** Every field with its stored value, and the preview in Chinese. */
export const Form: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: say(globals, '站点设置', 'Site configuration') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: say(globals, '欢迎语（英文）', 'Welcome text (English)') }),
    ).toHaveValue(config.pcWelcomeEn);
    await expect(
      canvas.getByRole('textbox', {
        name: say(globals, '公司信息（中文）', 'Company information (Chinese)'),
      }),
    ).toHaveValue(config.pcCompanyInfoCn);
    await expect(preview(canvasElement).getByText(config.pcWelcomeCn)).toBeInTheDocument();
    await expect(preview(canvasElement).getByText(config.pcCopyrightCn)).toBeInTheDocument();
  },
};
export const FormEn: Story = { ...Form, globals: matrix.enPc };

/** Typing the English welcome text changes the preview once it shows English. */
export const LivePreview: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '英文' }));
    await expect(canvas.getByRole('radio', { name: '英文' })).toHaveAttribute('aria-checked', 'true');
    await expect(preview(canvasElement).getByText(config.pcCopyrightEn)).toBeInTheDocument();
    const welcome = canvas.getByRole('textbox', { name: '欢迎语（英文）' });
    await userEvent.clear(welcome);
    await userEvent.type(welcome, 'Hello, shoppers!');
    await expect(preview(canvasElement).getByText('Hello, shoppers!')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: '中文' }));
    await expect(preview(canvasElement).queryByText('Hello, shoppers!')).toBeNull();
    await expect(preview(canvasElement).getByText(config.pcWelcomeCn)).toBeInTheDocument();
  },
};

/** Saving sends the checked request (trimmed). */
export const Save: Story = {
  play: async ({ canvas, args }) => {
    const welcome = canvas.getByRole('textbox', { name: '欢迎语（中文）' });
    await userEvent.clear(welcome);
    await userEvent.type(welcome, '  新的欢迎语 ');
    await userEvent.click(canvas.getByRole('button', { name: '保存设置' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...config, pcWelcomeCn: '新的欢迎语' });
  },
};

/** The checks before sending: a message under each bad field, nothing sent. */
export const Checks: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: '欢迎语（英文）' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: '版权信息（中文）' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存设置' }));
    await expect(canvas.getByText('请输入欢迎语（最多 100 个字）')).toBeVisible();
    await expect(canvas.getByText('请输入版权信息（最多 100 个字）')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The save under way: its button busy. */
export const Saving: Story = {
  args: { onSubmit: fn(() => new Promise<unknown>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存设置' }));
    await expect(canvas.getByRole('button', { name: '保存设置' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server refused the save: its message on top, the form as it was. */
export const Refused: Story = {
  args: { refusal: '您的平台角色无权进行此操作' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('您的平台角色无权进行此操作');
    await expect(canvas.getByRole('form', { name: '站点设置' })).toHaveAccessibleDescription(
      '您的平台角色无权进行此操作',
    );
  },
};

/** A refusal of the logo shown at the logo. */
export const RefusedAtField: Story = {
  args: { refusal: '请先在此上传 Logo', refusalField: 'pcLogoImg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Logo' })).toHaveTextContent('请先在此上传 Logo');
    await expect(canvas.getByRole('form', { name: '站点设置' })).not.toHaveAttribute('aria-describedby');
  },
};

/** A role that reads only (the auditor): fields disabled, no save; the preview still switches. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('您的角色可以查看站点设置，但不能修改');
    await expect(canvas.getByRole('textbox', { name: '欢迎语（中文）' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '保存设置' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: '英文' }));
    await expect(canvas.getByRole('radio', { name: '英文' })).toHaveAttribute('aria-checked', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { config: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('正在加载站点设置')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { config: undefined, error: true },
  play: loadFailedPlay('站点设置加载失败'),
};

/** Every state (the visual baseline): the form with a refusal, read-only, loading, failed. */
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: (args) => (
    <ConsoleCanvas stack>
      <SiteConfigScreen {...args} refusal="请先在此上传 Logo" refusalField="pcLogoImg" />
      <SiteConfigScreen {...args} canEdit={false} />
      <SiteConfigScreen {...args} config={undefined} loading />
      <SiteConfigScreen {...args} config={undefined} error />
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '站点设置', 'Site configuration') }),
    ).toHaveLength(4);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
