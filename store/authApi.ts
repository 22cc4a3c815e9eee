import type {
  Credentials,
  LoginCode,
  LoginImage,
  LoginResponse,
  PasswordResetConfirmation,
} from '@/types/api';
import { baseApi } from './baseApi';

/**
 * Calls made before anyone is signed in. They send no token and raise no notice: sign-in errors go back
 * to the form (spec §8), and the login image simply stays away when it fails.
 */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    logIn: build.mutation<LoginResponse, Credentials>({
      query: (data) => ({ url: 'v1/auth/login/', method: 'post', data, skipAuth: true, silent: true }),
    }),
    logInWithCode: build.mutation<LoginResponse, LoginCode>({
      query: (data) => ({ url: 'v1/auth/login/code/', method: 'post', data, skipAuth: true, silent: true }),
    }),
    getLoginImage: build.query<string | null, void>({
      query: () => ({ url: 'v1/operators/login-image/', skipAuth: true, silent: true }),
      transformResponse: (answer: LoginImage) => answer.image,
    }),
    /** Djoser answers 204 whether or not the email exists, so accounts cannot be discovered. */
    requestPasswordReset: build.mutation<void, string>({
      query: (email) => ({
        url: 'v1/auth/users/reset_password/',
        method: 'post',
        data: { email },
        skipAuth: true,
        silent: true,
      }),
    }),
    confirmPasswordReset: build.mutation<void, PasswordResetConfirmation>({
      query: (data) => ({
        url: 'v1/auth/users/reset_password_confirm/',
        method: 'post',
        data,
        skipAuth: true,
        silent: true,
      }),
    }),
  }),
});

export const {
  useLogInMutation,
  useLogInWithCodeMutation,
  useGetLoginImageQuery,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
} = authApi;
