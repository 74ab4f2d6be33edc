import { Layer, type LayerProps, project32, type UpdateParameters } from '@deck.gl/core';
import { Model } from '@luma.gl/engine';
import type { ShaderModule } from '@luma.gl/shadertools';

// Outlines of many closed rings, drawn as hairlines (GL line strips, one draw over every ring)
// widened to `widthPixels` by drawing them a few times, each shifted by one device pixel.
//
// Why not deck's PathLayer or LineLayer: both draw every segment as an instanced quad (joins
// computed in the vertex shader), and in software WebGL (SwiftShader: headless browsers, remote
// desktops, machines without a GPU driver) that costs seconds per frame for 20,000 fields; a
// line strip is one vertex per ring vertex. At 2 px, joins and caps cannot be told apart.
//
// Binary data only: `data.attributes.getPosition` holds the rings' positions (size 2 or 3) and
// `data.attributes.getIndex` a Uint32Array of vertex indices, each ring's run ending with
// RING_END (WebGL 2 restarts a strip at the largest index).
export const RING_END = 0xffff_ffff;

type Rgba = [number, number, number, number];
type RingLinesProps = { color: Rgba; widthPixels: number };

type Uniforms = { color: Rgba; offset: [number, number] };
const uniformBlock = `\
layout(std140) uniform ringLinesUniforms {
  vec4 color;
  vec2 offset;
} ringLines;
`;
const ringLinesUniforms = {
  name: 'ringLines',
  vs: uniformBlock,
  fs: uniformBlock,
  uniformTypes: { color: 'vec4<f32>', offset: 'vec2<f32>' },
} as const satisfies ShaderModule<Uniforms>;

const vs = `\
#version 300 es
#define SHADER_NAME ring-lines-layer-vertex-shader
in vec3 positions;
in vec3 positions64Low;
void main(void) {
  geometry.worldPosition = positions;
  gl_Position = project_position_to_clipspace(positions, positions64Low, vec3(0.0), geometry.position);
  // Shift by whole device pixels (viewportSize is in device pixels).
  gl_Position.xy += ringLines.offset * 2.0 / project.viewportSize * gl_Position.w;
  DECKGL_FILTER_GL_POSITION(gl_Position, geometry);
}
`;
const fs = `\
#version 300 es
#define SHADER_NAME ring-lines-layer-fragment-shader
precision highp float;
out vec4 fragColor;
void main(void) {
  fragColor = vec4(ringLines.color.rgb, ringLines.color.a * layer.opacity);
  DECKGL_FILTER_COLOR(fragColor, geometry);
}
`;

/** Device-pixel shifts whose union widens a 1 px line to `width` px in every direction. */
export function brush(width: number): [number, number][] {
  const steps = Math.max(1, Math.round(width));
  const centre = (steps - 1) / 2;
  const shifts: [number, number][] = [];
  for (let step = 0; step < steps; step++) shifts.push([step - centre, 0 - centre]);
  for (let step = 1; step < steps; step++) shifts.push([0 - centre, step - centre]);
  return shifts;
}

export class RingLinesLayer extends Layer<RingLinesProps & LayerProps> {
  static override layerName = 'RingLinesLayer';
  static override defaultProps = {
    color: { type: 'color', value: [255, 255, 255, 255] },
    widthPixels: { type: 'number', value: 1, min: 0 },
  };
  declare state: { model?: Model; indexCount: number };

  override getShaders() {
    return super.getShaders({ vs, fs, modules: [project32, ringLinesUniforms] });
  }

  override initializeState() {
    const attributes = this.getAttributeManager();
    attributes?.remove(['instancePickingColors']); // outlines are never picked
    attributes?.add({
      indices: { size: 1, isIndexed: true, accessor: 'getIndex' },
      positions: { size: 3, type: 'float64', fp64: this.use64bitPositions(), accessor: 'getPosition' },
    });
    this.setState({
      indexCount: 0,
      model: new Model(this.context.device, {
        ...this.getShaders(),
        id: this.props.id,
        topology: 'line-strip',
        bufferLayout: this.getAttributeManager()?.getBufferLayouts() ?? [],
        isIndexed: true,
      }),
    });
  }

  override updateState(params: UpdateParameters<this>) {
    super.updateState(params);
    if (params.changeFlags.dataChanged) {
      const data = this.props.data as { attributes?: { getIndex?: { value: Uint32Array } } };
      const indexCount = data.attributes?.getIndex?.value.length ?? 0;
      this.state.model?.setVertexCount(indexCount);
      this.setState({ indexCount });
    }
  }

  override draw() {
    const { model, indexCount } = this.state;
    if (!model || indexCount === 0) return;
    const ratio = this.context.device.canvasContext?.cssToDeviceRatio() ?? 1;
    const [red, green, blue, alpha] = this.props.color;
    const color: Rgba = [red / 255, green / 255, blue / 255, (alpha ?? 255) / 255];
    for (const offset of brush(this.props.widthPixels * ratio)) {
      model.shaderInputs.setProps({ ringLines: { color, offset } });
      model.draw(this.context.renderPass);
    }
  }

  override finalizeState(context: Parameters<Layer['finalizeState']>[0]) {
    super.finalizeState(context);
    this.state.model?.destroy();
  }
}
