import { Body, Controller, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { BodyLimit } from '../common/validation.js';
import { AdminOperation, CurrentAdmin, OwnerOperation } from './admin-operation.decorator.js';
import type { AdminPrincipal } from './admin-principal.js';
import { AdminUsersService } from './admin-users.service.js';
import { ADMIN_USER_BODY_LIMIT_BYTES, AdminUserCreateDto } from './dto/admin-user-create.dto.js';
import { AdminUserUpdateDto } from './dto/admin-user-update.dto.js';
import { AdminUserDto } from './dto/admin-user.dto.js';
import { idParam } from '../common/id-param.pipe.js';

@ApiTags('admin')
@AdminOperation()
@Controller('v1/admin/users')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @Get()
  @ApiOperation({ summary: 'The staff accounts of the admin area' })
  @ApiOkResponse({ type: [AdminUserDto] })
  listAdminUsers(): Promise<AdminUserDto[]> {
    return this.users.listAdminUsers();
  }

  @OwnerOperation()
  @Post()
  @HttpCode(201)
  @BodyLimit(ADMIN_USER_BODY_LIMIT_BYTES)
  @ApiOperation({
    summary:
      'An owner adds another member of staff. Asked as an owner, the account is staff until another owner approves (or 24 hours pass with a single owner): see ownerGrant',
  })
  @ApiCreatedResponse({ type: AdminUserDto })
  @ApiErrors({ 400: 'VALIDATION_FAILED (password of 12 characters or more)', 409: 'ADMIN_USER_EMAIL_TAKEN' })
  createAdminUser(@CurrentAdmin() admin: AdminPrincipal, @Body() body: AdminUserCreateDto): Promise<AdminUserDto> {
    return this.users.createAdminUser(admin, body);
  }

  @OwnerOperation()
  @Patch(':id')
  @BodyLimit(ADMIN_USER_BODY_LIMIT_BYTES)
  @ApiOperation({
    summary:
      "Disables or enables a member of staff's account, or changes its role: made staff at once; made owner only once another owner approves (or 24 hours pass with a single owner)",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AdminUserDto })
  @ApiErrors({
    400: 'VALIDATION_FAILED',
    404: 'ADMIN_USER_NOT_FOUND',
    409: 'ADMIN_USER_SELF_DISABLE: nobody disables themselves; LAST_OWNER: the last active owner stays one; ADMIN_USER_INACTIVE: a disabled account is not made owner',
  })
  updateAdminUser(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', idParam({ message: "L'amministratore indicato non esiste." })) id: string,
    @Body() body: AdminUserUpdateDto,
  ): Promise<AdminUserDto> {
    return this.users.updateAdminUser(admin, id, body);
  }

  @OwnerOperation()
  @Post('owner-grants/:id/approve')
  @HttpCode(200)
  @BodyLimit(1024)
  @ApiOperation({
    summary: 'Another owner, one already before the request, approves it: the account is an owner from now on',
  })
  @ApiParam({ name: 'id', format: 'uuid', description: "The request's id (ownerGrant.id)" })
  @ApiOkResponse({ type: AdminUserDto })
  @ApiErrors({
    403: 'SAME_OWNER: the owner who asked cannot approve; OWNER_TOO_RECENT: an owner made after the request cannot',
    404: 'OWNER_GRANT_NOT_FOUND: no such request waiting',
  })
  approveOwnerGrant(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', idParam({ code: 'OWNER_GRANT_NOT_FOUND' })) id: string,
  ): Promise<AdminUserDto> {
    return this.users.approveOwnerGrant(admin, id);
  }

  @OwnerOperation({ stepUp: false })
  @Post('owner-grants/:id/cancel')
  @HttpCode(200)
  @BodyLimit(1024)
  @ApiOperation({ summary: 'Any owner stops a waiting request: the account stays staff' })
  @ApiParam({ name: 'id', format: 'uuid', description: "The request's id (ownerGrant.id)" })
  @ApiOkResponse({ type: AdminUserDto })
  @ApiErrors({ 404: 'OWNER_GRANT_NOT_FOUND: no such request waiting' })
  cancelOwnerGrant(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', idParam({ code: 'OWNER_GRANT_NOT_FOUND' })) id: string,
  ): Promise<AdminUserDto> {
    return this.users.cancelOwnerGrant(admin, id);
  }
}
