import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { cn } from "@/lib/utils";

/**
 * One select of a list's filters (status, order, code, user…) under its label:
 * `all`, when given, is the first option, the empty value that filters nothing
 * ("All statuses").
 */
export function FilterSelect({
  id,
  label,
  value,
  options,
  all,
  onChange,
  className,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  all?: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <div className={cn("grid min-w-0 content-start gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        options={options}
      >
        {all !== undefined && <option value="">{all}</option>}
      </NativeSelect>
    </div>
  );
}
