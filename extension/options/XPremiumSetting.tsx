// One switch: whether the writer's X account has Premium, whose long posts X lets through up to 25,000
// characters. Off by default, because a post over 280 from an account without it is refused by X.
export interface XPremiumSettingProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function XPremiumSetting({ checked, onChange }: XPremiumSettingProps) {
  return (
    <label class="inline">
      <input type="checkbox" data-testid="options-x-premium" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />I have
      X Premium: posts up to 25,000 characters
    </label>
  );
}
