import { Body, Controller, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { BodyLimit } from '../common/validation.js';
import { AdminOperation, CurrentAdmin } from './admin-operation.decorator.js';
import type { AdminPrincipal } from './admin-principal.js';
import { AuthService } from './auth.service.js';
import { AdminLoginDto, AdminStepUpDto, LOGIN_BODY_LIMIT_BYTES } from './dto/admin-login.dto.js';
import { AdminPasswordChangeDto, PASSWORD_CHANGE_BODY_LIMIT_BYTES } from './dto/admin-password-change.dto.js';
import { AdminProfileDto } from './dto/admin-profile.dto.js';
import { AdminTokenDto } from './dto/admin-token.dto.js';

@ApiTags('auth')
@Controller('v1/auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
  @HttpCode(200)
  @BodyLimit(LOGIN_BODY_LIMIT_BYTES)
  @ApiOperation({ summary: 'A member of staff signs in to the admin area and receives a token (8 hours at most)' })
  @ApiOkResponse({ type: AdminTokenDto })
  @ApiErrors({
    400: 'VALIDATION_FAILED',
    401: 'INVALID_CREDENTIALS, the same for an unknown e-mail, a wrong password and a disabled account',
    429: 'LOGIN_THROTTLED: too many failed attempts from this client or on this account',
  })
  loginAdmin(@Body() body: AdminLoginDto, @Req() request: FastifyRequest): Promise<AdminTokenDto> {
    return this.auth.loginAdmin(body, request.ip);
  }

  @Post('logout')
  @HttpCode(204)
  @AdminOperation()
  @ApiOperation({ summary: 'Signs out: the token stops working at once' })
  @ApiNoContentResponse({ description: 'Signed out' })
  logoutAdmin(@CurrentAdmin() admin: AdminPrincipal): Promise<void> {
    return this.auth.logoutAdmin(admin);
  }

  @Put('password')
  @HttpCode(204)
  @AdminOperation()
  @BodyLimit(PASSWORD_CHANGE_BODY_LIMIT_BYTES)
  @ApiOperation({
    summary: "Changes the signed-in admin's password; every other token of the account stops working",
  })
  @ApiNoContentResponse({ description: 'Changed' })
  @ApiErrors({
    400: 'CURRENT_PASSWORD_INCORRECT, PASSWORD_UNCHANGED or VALIDATION_FAILED (at least 12 characters)',
    429: 'LOGIN_THROTTLED: too many wrong passwords on this account or from this client',
  })
  changeAdminPassword(
    @CurrentAdmin() admin: AdminPrincipal,
    @Body() body: AdminPasswordChangeDto,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    return this.auth.changeAdminPassword(admin, body, request.ip);
  }

  @Post('step-up')
  @HttpCode(200)
  @AdminOperation()
  @BodyLimit(LOGIN_BODY_LIMIT_BYTES)
  @ApiOperation({
    summary:
      'The signed-in admin types the password again and receives a token of 10 minutes at most that also opens the owner operations',
  })
  @ApiOkResponse({ type: AdminTokenDto })
  @ApiErrors({
    400: 'VALIDATION_FAILED',
    401: 'INVALID_CREDENTIALS: the password is wrong (the token itself stays valid)',
    429: 'LOGIN_THROTTLED: too many wrong passwords on this account or from this client',
  })
  stepUpAdmin(
    @CurrentAdmin() admin: AdminPrincipal,
    @Body() body: AdminStepUpDto,
    @Req() request: FastifyRequest,
  ): Promise<AdminTokenDto> {
    return this.auth.stepUp(admin, body.password, request.ip);
  }

  @Get('me')
  @AdminOperation()
  @ApiOperation({ summary: 'The signed-in admin' })
  @ApiOkResponse({ type: AdminProfileDto })
  getCurrentAdmin(@CurrentAdmin() admin: AdminPrincipal): AdminProfileDto {
    return { id: admin.id, email: admin.email, role: admin.role };
  }
}
