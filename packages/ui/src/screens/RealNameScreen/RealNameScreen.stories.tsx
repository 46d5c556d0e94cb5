import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { RealNameInfo } from '@mall/domain';
import { matrix } from '../../storybook/matrix.ts';
import { say, type Globals } from '../../storybook/say.ts';
import { RealNameScreen, type RealNameFailure, type RealNameScreenProps } from './RealNameScreen.tsx';

// The user centre's real-name page: loading, the load error, the form with its field rules, submitting
// (one request however often the shopper clicks), the mismatch, a refusal with the server's text, the
// unknown error, and the verified identity, masked, without a form.

const none: RealNameInfo = { status: 0, realName: null, idCard: null };
const verified: RealNameInfo = { status: 1, realName: '张*', idCard: '110***********002X' };

const meta = {
  title: 'Screens/RealNameScreen',
  component: RealNameScreen,
  args: { info: none, onVerify: fn(async () => null), onRetry: fn() },
} satisfies Meta<typeof RealNameScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const t = {
  title: (g: Globals) => say(g, '实名认证', 'Real-name authentication'),
  name: (g: Globals) => say(g, '真实姓名', 'Real name'),
  id: (g: Globals) => say(g, '身份证号码', 'ID card number'),
  submit: (g: Globals) => say(g, '提交认证', 'Verify'),
  nameInvalid: (g: Globals) =>
    say(
      g,
      '请输入真实姓名（2-20个汉字或字母）',
      'Please enter your real name (2-20 Chinese characters or letters)',
    ),
  idInvalid: (g: Globals) => say(g, '请输入正确的身份证号码', 'Please enter a valid ID card number'),
  mismatch: (g: Globals) =>
    say(
      g,
      '认证失败：姓名与身份证号码不匹配',
      'Authentication failed: the name and the ID card number do not match',
    ),
  unknown: (g: Globals) => say(g, '未知错误', 'Unknown error'),
  verified: (g: Globals) => say(g, '您已完成实名认证', 'Your identity is verified'),
  loadError: (g: Globals) =>
    say(g, '实名认证信息加载失败', 'Your real-name verification could not be loaded'),
  loading: (g: Globals) => say(g, '正在加载实名认证信息', 'Loading your real-name verification'),
  retry: (g: Globals) => say(g, '重试', 'Retry'),
};

async function fill(canvas: ReturnType<typeof within>, globals: Globals, name: string, id: string) {
  await userEvent.type(canvas.getByRole('textbox', { name: t.name(globals) }), name);
  await userEvent.type(canvas.getByRole('textbox', { name: t.id(globals) }), id);
}

/** The empty form submitted: a message under each field, the focus on the name; nothing is sent. */
export const FieldRules: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t.title(globals) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.submit(globals) }));
    const name = canvas.getByRole('textbox', { name: t.name(globals) });
    await expect(name).toHaveAccessibleDescription(t.nameInvalid(globals));
    await expect(name).toHaveFocus();
    // A number with a wrong check character, then a birth date that does not exist.
    await fill(canvas, globals, '张三', '110105194912310021');
    await userEvent.click(canvas.getByRole('button', { name: t.submit(globals) }));
    const id = canvas.getByRole('textbox', { name: t.id(globals) });
    await expect(id).toHaveAccessibleDescription(t.idInvalid(globals));
    await expect(id).toHaveFocus();
    await userEvent.clear(id);
    await userEvent.type(id, '110105194902301234');
    await userEvent.click(canvas.getByRole('button', { name: t.submit(globals) }));
    await expect(id).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};
export const FieldRulesEn: Story = { ...FieldRules, globals: matrix.enPc };

let finish: (failure: RealNameFailure | null) => void = () => {};
/** Submitting: busy, one request however often the shopper clicks, with the name trimmed and X upper-cased. */
export const Submitting: Story = {
  args: { onVerify: fn(() => new Promise<RealNameFailure | null>((resolve) => (finish = resolve))) },
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await fill(canvas, globals, ' 张三 ', '11010519491231002x');
    const button = canvas.getByRole('button', { name: t.submit(globals) });
    await userEvent.dblClick(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(args.onVerify).toHaveBeenCalledTimes(1);
    await expect(args.onVerify).toHaveBeenCalledWith({ realName: '张三', idCard: '11010519491231002X' });
    finish(null);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
export const SubmittingEn: Story = { ...Submitting, globals: matrix.enPc };

/** The provider says the name and number do not match: the message, the inputs kept; a retry clears it. */
export const Mismatch: Story = {
  args: { onVerify: fn(async (): Promise<RealNameFailure | null> => ({ kind: 'mismatch' })) },
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await fill(canvas, globals, '李四', '11010519491231002X');
    await userEvent.click(canvas.getByRole('button', { name: t.submit(globals) }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t.mismatch(globals));
    await expect(canvas.getByRole('textbox', { name: t.name(globals) })).toHaveValue('李四');
    await expect(canvas.getByRole('textbox', { name: t.id(globals) })).toHaveValue('11010519491231002X');
    await expect(args.onVerify).toHaveBeenCalledTimes(1);
  },
};
export const MismatchEn: Story = { ...Mismatch, globals: matrix.enPc };

/** The provider failed: "unknown error" and a try-later line. */
export const UnknownError: Story = {
  args: { onVerify: fn(async (): Promise<RealNameFailure | null> => ({ kind: 'unknown' })) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await fill(canvas, globals, '张三', '11010519491231002X');
    await userEvent.click(canvas.getByRole('button', { name: t.submit(globals) }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t.unknown(globals));
  },
};
export const UnknownErrorEn: Story = { ...UnknownError, globals: matrix.enPc };

/** Another refusal (the identity is taken): the server's own text. */
export const Refused: Story = {
  args: {
    onVerify: fn(async (): Promise<RealNameFailure | null> => ({
      kind: 'refused',
      message: '该身份已在其他账号完成实名认证',
    })),
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await fill(canvas, globals, '张三', '11010519491231002X');
    await userEvent.click(canvas.getByRole('button', { name: t.submit(globals) }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('该身份已在其他账号完成实名认证');
  },
};

/** Verified: the masked name and number, no form. */
export const Verified: Story = {
  args: { info: verified },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.verified(globals))).toBeVisible();
    await expect(canvas.getByText('张*')).toBeVisible();
    await expect(canvas.getByText('110***********002X')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: t.submit(globals) })).toBeNull();
  },
};
export const VerifiedEn: Story = { ...Verified, globals: matrix.enPc };

/** The load failed: the error with a retry. */
export const LoadFailed: Story = {
  args: { info: undefined, error: true },
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t.loadError(globals));
    await userEvent.click(canvas.getByRole('button', { name: t.retry(globals) }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

const panel = (props: Partial<RealNameScreenProps> & { 'aria-label': string }) => (
  <RealNameScreen info={none} onVerify={async () => null} {...props} />
);

/** Loading, the load error, the form (empty, with messages, each failure) and the verified identity. */
export const AllStates: Story = {
  render: () => (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
      {panel({ 'aria-label': 'loading', info: undefined, loading: true })}
      {panel({ 'aria-label': 'load error', info: undefined, error: true, onRetry: () => {} })}
      {panel({ 'aria-label': 'form' })}
      {panel({
        'aria-label': 'messages',
        defaultValues: { realName: '张', idCard: '110105194912310021' },
        validateOnMount: true,
      })}
      {panel({
        'aria-label': 'mismatch',
        defaultValues: { realName: '李四', idCard: '11010519491231002X' },
        defaultFailure: { kind: 'mismatch' },
      })}
      {panel({
        'aria-label': 'unknown',
        defaultValues: { realName: '张三', idCard: '11010519491231002X' },
        defaultFailure: { kind: 'unknown' },
      })}
      {panel({ 'aria-label': 'verified', info: verified })}
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1, name: t.title(globals) })).toHaveLength(7);
    await expect(canvas.getByText(t.loading(globals))).toBeInTheDocument();
    await expect(canvas.getByText(t.loadError(globals))).toBeVisible();
    await expect(canvas.getByText(t.nameInvalid(globals))).toBeVisible();
    await expect(canvas.getByText(t.idInvalid(globals))).toBeVisible();
    await expect(canvas.getByText(t.mismatch(globals))).toBeVisible();
    await expect(canvas.getByText(t.unknown(globals))).toBeVisible();
    await expect(canvas.getByText(t.verified(globals))).toBeVisible();
    await expect(canvas.getByText('110***********002X')).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
