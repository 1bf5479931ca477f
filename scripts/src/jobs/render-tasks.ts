import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { domainTitle } from '../media/branding.ts';
import { GALLERY_SHOTS, shotCamera } from '../media/gallery-shots.ts';
import { cubeCameras, cubeToEquirect } from '../media/panorama.ts';
import { StillRenderer } from '../media/still-render.ts';
import { type DemoPlan, planDemo } from '../model/demo-plan.ts';
import { GALLERY_SIZE, GALLERY_THUMB, GALLERY_WIDTHS, MEDIA_PLAN } from '../model/media-plan.ts';
import { bedroomsOfStored } from '../model/unit-offer.ts';
import { frameSizes } from '../orbital/frame-files.ts';
import { OrbitalProject } from '../orbital/orbital-job.ts';
import { viewChains } from '../orbital/orbital-views.ts';
import { planDrawing } from '../plans/plan-drawing.ts';
import { drawingToPdf } from '../plans/plan-pdf.ts';
import { renderPlanModel } from '../plans/plan-render.ts';
import { drawingToSvg } from '../plans/plan-svg.ts';
import { unitLayout } from '../plans/unit-layout.ts';
import { DAYLIGHT, GOLDEN_HOUR } from '../render/lighting.ts';
import { vec3 } from '../render/vector.ts';
import { storagePaths, two } from '../storage-paths.ts';
import type { Task, TaskResult, WorkerSetup } from './task-types.ts';

const JPEG = { quality: 85, optimiseCoding: false } as const;
/** Turntable pictures: 36 steps of 10°. */
export const TURNTABLE_STEPS = 36;

/** Runs render tasks inside one worker, keeping the demo plan and the scenes between tasks. */
export class RenderTasks {
  private readonly plan: DemoPlan;
  private readonly projects = new Map<string, OrbitalProject>();
  private readonly stills = new Map<string, StillRenderer>();

  constructor(private readonly setup: WorkerSetup) {
    this.plan = planDemo(setup.seed);
  }

  private px(value: number): number {
    return Math.max(16, Math.round(value * this.setup.scale));
  }

  private project(name: string): OrbitalProject {
    let project = this.projects.get(name);
    if (!project) {
      const site = this.plan.sites.find((candidate) => candidate.project === name);
      if (!site) throw new Error(`unknown project ${name}`);
      // the second corporation's small project is rendered at half size, then enlarged
      const renderScale = name === 'sambre' ? 1 : 0.5;
      project = new OrbitalProject(
        site,
        this.px(1920 * renderScale),
        this.px(1086 * renderScale),
        frameSizes(this.setup.scale),
        shadowMapSize(this.setup.scale),
        name === 'sambre',
      );
      this.projects.set(name, project);
    }
    return project;
  }

  private still(name: string): StillRenderer {
    let still = this.stills.get(name);
    if (!still) {
      const project = this.project(name);
      const target = viewChains(project.site.siteScene.site)[0]!.orbit.target;
      still = new StillRenderer(project.site, vec3(target.x, 0, target.z), shadowMapSize(this.setup.scale));
      this.stills.set(name, still);
    }
    return still;
  }

  private file(relative: string): string {
    return path.join(this.setup.root, relative);
  }

  private async write(relative: string, data: Buffer | string): Promise<number> {
    await mkdir(path.dirname(this.file(relative)), { recursive: true });
    await writeFile(this.file(relative), data);
    return data.length;
  }

  private async jpeg(
    relative: string,
    rgb: Uint8Array,
    width: number,
    height: number,
    resize?: [number, number],
  ): Promise<number> {
    let image = sharp(Buffer.from(rgb.buffer, rgb.byteOffset, rgb.byteLength), {
      raw: { width, height, channels: 3 },
    });
    if (resize) image = image.resize(resize[0], resize[1], { fit: 'cover' });
    return this.write(relative, await image.jpeg(JPEG).toBuffer());
  }

  async run(task: Task): Promise<TaskResult> {
    switch (task.kind) {
      case 'orbital':
        return {
          kind: 'orbital',
          orbital: await this.project(task.project).renderFrame(task.frame, this.setup.root),
        };
      case 'gallery':
        return { kind: 'files', bytes: await this.gallery(task.domain, task.index) };
      case 'plan':
        return { kind: 'files', bytes: await this.unitPlan(task.project, task.bedrooms) };
      case 'turntable':
        return { kind: 'files', bytes: await this.turntable(task.project, task.unit) };
      case 'panorama':
        return { kind: 'files', bytes: await this.panorama(task) };
    }
  }

  private async gallery(domain: string, index: number): Promise<number> {
    const shot = GALLERY_SHOTS[domain]![index]!;
    const width = this.px(GALLERY_SIZE.width);
    const height = this.px(GALLERY_SIZE.height);
    let rgb: Uint8Array | null = null;
    const lightingName = shot.lighting === GOLDEN_HOUR ? 'golden' : 'day';
    this.still(domain).render(
      [shotCamera(shot, width, height)],
      shot.lighting,
      lightingName,
      (_, picture) => {
        rgb = picture;
      },
    );
    const picture = rgb!;
    const sizes: [string, [number, number] | undefined][] = [
      [storagePaths.gallery(domain, index), undefined],
      ...GALLERY_WIDTHS.map((w): [string, [number, number]] => [
        storagePaths.gallery(domain, index, w),
        [this.px(w), this.px((w * GALLERY_SIZE.height) / GALLERY_SIZE.width)],
      ]),
      [
        storagePaths.gallery(domain, index, 'thumb'),
        [this.px(GALLERY_THUMB.width), this.px(GALLERY_THUMB.height)],
      ],
    ];
    const bytes = await Promise.all(
      sizes.map(([file, size]) => this.jpeg(file, picture, width, height, size)),
    );
    return bytes.reduce((a, b) => a + b, 0);
  }

  private async unitPlan(project: string, bedrooms: number): Promise<number> {
    const layout = unitLayout(bedrooms);
    const drawing = planDrawing(layout, domainTitle(project));
    const width = this.px(1200);
    const height = this.px(900);
    let model: Uint8Array | null = null;
    renderPlanModel(layout, [205], width, height, (_, rgb) => {
      model = rgb;
    });
    const picture = await sharp(Buffer.from(model!), { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer();
    const plan2d = await sharp(Buffer.from(drawingToSvg(drawing)))
      .resize(this.px(1600))
      .png()
      .toBuffer();
    const pdf = await drawingToPdf(drawing, `Type ${bedrooms}`, picture);
    const sizes = await Promise.all([
      this.write(storagePaths.plan(project, bedrooms, '2d'), plan2d),
      this.write(storagePaths.plan(project, bedrooms, '3d'), picture),
      this.write(storagePaths.plan(project, bedrooms, 'pdf'), pdf),
    ]);
    return sizes.reduce((a, b) => a + b, 0);
  }

  private async turntable(project: string, unit: string): Promise<number> {
    const offer = this.plan.offers[project]!.find((candidate) => candidate.volume.name === unit);
    if (!offer) throw new Error(`unknown unit ${unit}`);
    const dir = storagePaths.turntableDir(project, offer.building.name, unit);
    const width = this.px(640);
    const height = this.px(480);
    const headings = Array.from({ length: TURNTABLE_STEPS }, (_, i) => 180 + i * (360 / TURNTABLE_STEPS));
    const writes: Promise<number>[] = [];
    renderPlanModel(unitLayout(offer.bedrooms), headings, width, height, (index, rgb) => {
      writes.push(this.jpeg(`${dir}/${two(index)}.jpg`, rgb, width, height));
    });
    writes.push(this.write(`${dir}/config.json`, `${JSON.stringify({ totalImages: TURNTABLE_STEPS })}\n`));
    return (await Promise.all(writes)).reduce((a, b) => a + b, 0);
  }

  private async panorama(task: Extract<Task, { kind: 'panorama' }>): Promise<number> {
    const site = this.project(task.domain).site;
    const viewpoint = site.siteScene.site.viewpoints.find((point) => point.name === task.viewpoint)!;
    const faceSize = this.px(task.width / 4 + 8);
    const eye = vec3(viewpoint.x, viewpoint.eyeHeight, viewpoint.z);
    const faces: Uint8Array[] = [];
    this.still(task.domain).render(cubeCameras(eye, faceSize), DAYLIGHT, 'day', (_, rgb) => {
      faces.push(rgb);
    });
    const width = this.px(task.width);
    const equirect = cubeToEquirect(faces, faceSize, width - (width % 2));
    const w = width - (width % 2);
    const h = w / 2;
    const base = `${task.dir}/panos/${task.viewpoint}`;
    const writes = [
      this.jpeg(`${base}.jpg`, equirect, w, h),
      this.jpeg(`${base}-preview.jpg`, equirect, w, h, [this.px(1024), this.px(512)]),
      this.jpeg(`${base}-thumb.jpg`, equirect, w, h, [this.px(320), this.px(180)]),
    ];
    if (task.tourThumb)
      writes.push(this.jpeg(`${task.dir}/thumb.jpg`, equirect, w, h, [this.px(480), this.px(270)]));
    return (await Promise.all(writes)).reduce((a, b) => a + b, 0);
  }
}

/** Shadow maps shrink with the pictures (3072² texels for the real demo). */
function shadowMapSize(scale: number): number {
  return Math.max(512, Math.round((3072 * Math.min(1, scale * 2)) / 64) * 64);
}

/** Every render task of the demo, the longest first so both workers finish together. */
export function demoTasks(plan: DemoPlan): Task[] {
  const frames = (project: string): Task[] =>
    Array.from({ length: 29 }, (_, frame) => ({ kind: 'orbital', project, frame }));
  const tasks: Task[] = [...frames('sambre')];
  for (const [domain, media] of Object.entries(MEDIA_PLAN)) {
    if (media.cyclorama) {
      tasks.push({
        kind: 'panorama',
        domain,
        viewpoint: media.cyclorama,
        dir: storagePaths.cycloramaDir(domain),
        width: 4096,
        tourThumb: false,
      });
    }
    for (const unit of media.turntables) tasks.push({ kind: 'turntable', project: domain, unit });
  }
  tasks.push(...frames('meuse'));
  for (const project of plan.manifest.projects) {
    const types = new Set(
      project.buildings.flatMap((b) =>
        b.floors.flatMap((f) =>
          f.units.filter((u) => u.blueprint2D).map((u) => bedroomsOfStored(u.bedrooms)),
        ),
      ),
    );
    for (const bedrooms of [...types].sort()) tasks.push({ kind: 'plan', project: project.key, bedrooms });
  }
  for (const [domain, media] of Object.entries(MEDIA_PLAN)) {
    for (let index = 0; index < media.gallery; index++) tasks.push({ kind: 'gallery', domain, index });
    for (const tour of media.tours) {
      tour.scenes.forEach((viewpoint, index) => {
        tasks.push({
          kind: 'panorama',
          domain,
          viewpoint,
          dir: storagePaths.tourDir(domain, tour.number),
          width: 2048,
          tourThumb: index === 0,
        });
      });
    }
  }
  return tasks;
}
