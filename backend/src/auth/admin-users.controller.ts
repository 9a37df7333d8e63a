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
  @ApiOperation({ summary: 'An admin adds another member of staff' })
  @ApiCreatedResponse({ type: AdminUserDto })
  @ApiErrors({ 400: 'VALIDATION_FAILED (password of 12 characters or more)', 409: 'ADMIN_USER_EMAIL_TAKEN' })
  createAdminUser(@CurrentAdmin() admin: AdminPrincipal, @Body() body: AdminUserCreateDto): Promise<AdminUserDto> {
    return this.users.createAdminUser(admin, body);
  }

  @OwnerOperation()
  @Patch(':id')
  @BodyLimit(ADMIN_USER_BODY_LIMIT_BYTES)
  @ApiOperation({ summary: "Disables or enables a member of staff's account, or changes its role" })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AdminUserDto })
  @ApiErrors({
    400: 'VALIDATION_FAILED',
    404: 'ADMIN_USER_NOT_FOUND',
    409: 'ADMIN_USER_SELF_DISABLE: nobody disables themselves; LAST_OWNER: the last active owner stays one',
  })
  updateAdminUser(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', idParam({ message: "L'amministratore indicato non esiste." })) id: string,
    @Body() body: AdminUserUpdateDto,
  ): Promise<AdminUserDto> {
    return this.users.updateAdminUser(admin, id, body);
  }
}
