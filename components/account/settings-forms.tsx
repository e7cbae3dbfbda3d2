"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { useRouter } from "@/lib/i18n/navigation";
import {
  changePasswordSchema,
  preferencesSchema,
  profileSchema,
  type ChangePasswordInput,
  type PreferencesInput,
  type ProfileInput,
} from "@/lib/auth/schema";
import { toast } from "@/lib/toast-store";
import { useChangePassword, useUpdatePreferences, useUpdateProfile } from "@/lib/api-client/account";
import { failureText } from "@/lib/api-client/fetch";
import { FormField, useMessageText } from "./form-field";
import { PasswordStrengthMeter } from "./password-strength-meter";

const sectionClass = "space-y-4 rounded-xl border bg-card p-6 shadow-sm";

export function ProfileForm({ initial }: { initial: { name: string; username: string; email: string } }) {
  const t = useTranslations("Settings");
  const message = useMessageText();
  const router = useRouter();
  const form = useForm<ProfileInput>({ resolver: zodResolver(profileSchema, undefined, { raw: true }), defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const updateProfile = useUpdateProfile();

  const onSubmit = form.handleSubmit(async (values) => {
    let answer: { email_changed: boolean };
    try {
      answer = await updateProfile.mutateAsync(values);
    } catch (error) {
      toast({ title: t("saveFailed"), description: message(failureText(error)), variant: "destructive" });
      return;
    }
    toast({ title: t("profileSaved"), description: answer.email_changed ? t("emailChanged") : undefined });
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className={sectionClass} aria-labelledby="profile-heading">
      <h2 id="profile-heading" className="text-lg font-semibold">
        {t("profileHeading")}
      </h2>
      <FormField label={t("name")} autoComplete="name" error={message(errors.name?.message)} {...form.register("name")} />
      <FormField label={t("username")} autoComplete="username" error={message(errors.username?.message)} {...form.register("username")} />
      <FormField label={t("email")} type="email" autoComplete="email" hint={t("emailNote")} error={message(errors.email?.message)} {...form.register("email")} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t("saving") : t("saveProfile")}
      </Button>
    </form>
  );
}

export function PasswordForm() {
  const t = useTranslations("Settings");
  const message = useMessageText();
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema, undefined, { raw: true }), defaultValues: { current_password: "", new_password: "" } });
  const { errors, isSubmitting } = form.formState;
  const newPassword = useWatch({ control: form.control, name: "new_password" });
  const changePassword = useChangePassword();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await changePassword.mutateAsync(values);
    } catch (error) {
      toast({ title: t("saveFailed"), description: message(failureText(error)), variant: "destructive" });
      return;
    }
    form.reset();
    toast({ title: t("passwordSaved"), description: t("passwordSavedText") });
  });

  return (
    <form onSubmit={onSubmit} noValidate className={sectionClass} aria-labelledby="password-heading">
      <h2 id="password-heading" className="text-lg font-semibold">
        {t("passwordHeading")}
      </h2>
      <FormField label={t("currentPassword")} type="password" autoComplete="current-password" error={message(errors.current_password?.message)} {...form.register("current_password")} />
      <div className="space-y-1.5">
        <FormField label={t("newPassword")} type="password" autoComplete="new-password" error={message(errors.new_password?.message)} {...form.register("new_password")} />
        <PasswordStrengthMeter password={newPassword} />
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t("saving") : t("savePassword")}
      </Button>
    </form>
  );
}

export function LanguageForm({ initial, options }: { initial: string; options: Array<{ code: string; label: string }> }) {
  const t = useTranslations("Settings");
  const message = useMessageText();
  const selectId = useId();
  const form = useForm<PreferencesInput>({ resolver: zodResolver(preferencesSchema), defaultValues: { preferred_language: initial as PreferencesInput["preferred_language"] } });
  const { isSubmitting } = form.formState;
  const updatePreferences = useUpdatePreferences();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updatePreferences.mutateAsync(values);
    } catch (error) {
      toast({ title: t("saveFailed"), description: message(failureText(error)), variant: "destructive" });
      return;
    }
    toast({ title: t("languageSaved") });
  });

  return (
    <form onSubmit={onSubmit} className={sectionClass} aria-labelledby="language-heading">
      <h2 id="language-heading" className="text-lg font-semibold">
        {t("languageHeading")}
      </h2>
      <div className="space-y-1.5">
        <label htmlFor={selectId} className="block text-sm font-medium">
          {t("language")}
        </label>
        <select id={selectId} className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm" {...form.register("preferred_language")}>
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t("saving") : t("saveLanguage")}
      </Button>
    </form>
  );
}
